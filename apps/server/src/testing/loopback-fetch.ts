import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A fetch that delivers requests for `publicUrl` to the app itself through app.inject(), so the real Squad
 * client and the emulator's webhooks run end to end in tests without a listening socket; any other URL
 * goes to the real fetch.
 */
export function loopbackFetch(app: () => FastifyInstance, publicUrl: string): typeof fetch {
  const origin = new URL(publicUrl).origin;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return fetch(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app().inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const status = response.statusCode;
    const nullBody =
      status === 204 || status === 304 || (status >= 300 && status < 400 && response.rawPayload.length === 0);
    return new Response(nullBody ? null : response.rawPayload, { status, headers: responseHeaders });
  };
}
