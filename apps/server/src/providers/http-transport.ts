import http from 'node:http';
import https from 'node:https';

/** One request to the gateway and its whole answer as text, or an Error when it could not be had. */
export type TransportMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface TransportRequest {
  method: TransportMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface TransportAnswer {
  status: number;
  text: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

/** No gateway answer is this big; a bigger one is a fault, and we stop reading rather than buffer it. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

let shared: Transport | undefined;

/** One transport (one connection pool per protocol) for the whole process. */
export function sharedHttpTransport(): Transport {
  return (shared ??= nodeHttpTransport());
}

export class TransportTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Outgoing HTTP on node:http with kept-alive connections: the gateway client (every card order calls
 * initiate and verify) and the Squad emulator's webhooks. The global fetch spent several times the CPU of this
 * per call (WHATWG streams, Headers, an AbortSignal timer per request) in the settlement benchmark's profile. Same contract
 * as the fetch it replaces (`redirect: 'error'`): one deadline covers connecting, the headers and the body;
 * a redirect is refused as an error, never followed (a gateway API does not redirect; an answer that does is
 * not the gateway's).
 */
export function nodeHttpTransport(): Transport {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
  return ({ method, url, headers, body, timeoutMs }) =>
    new Promise<TransportAnswer>((resolve, reject) => {
      const target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        reject(new Error(`Unsupported protocol ${target.protocol}`));
        return;
      }
      const sendHeaders =
        body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) };
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        { method, headers: sendHeaders, agent: agents[target.protocol] },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            request.destroy(new Error(`The gateway answered with a redirect (HTTP ${status})`));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              request.destroy(new Error(`The answer is larger than ${MAX_ANSWER_BYTES} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => {
            clearTimeout(deadline);
            resolve({ status, text: Buffer.concat(chunks).toString('utf8') });
          });
          response.on('error', fail);
        },
      );
      function fail(error: Error) {
        clearTimeout(deadline);
        reject(error);
      }
      const deadline = setTimeout(
        () => request.destroy(new TransportTimeoutError('The gateway did not answer in time')),
        timeoutMs,
      );
      request.on('error', fail);
      request.end(body);
    });
}

/** The same contract over a fetch function (tests hand in one that loops back into the app). */
export function fetchTransport(fetchImpl: typeof fetch): Transport {
  return async ({ method, url, headers, body, timeoutMs }) => {
    const response = await fetchImpl(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    return { status: response.status, text: await response.text() };
  };
}
