import { randomBytes } from 'node:crypto';
import { normaliseNigerianPhone } from '@chancepay/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { USSD_CALLBACK_PATH, USSD_SESSION_END_PATH } from '../../http/ussd';
import {
  NETWORKS,
  renderDialPage,
  renderScreenPage,
  SIMULATOR_CSS,
  type DialFields,
  type Screen,
  type SessionFields,
} from './simulator-page';
import { sendHtml } from '../html';

/**
 * A phone at /sandbox/ussd that speaks Africa's Talking's USSD protocol (nigeria-go-live.md §4.2) to this
 * server: each step is one form POST to the callback with the session's whole path in `text`, and a closed
 * session gets the provider's end-of-session notification. The requests go through `inject`, so they come
 * from 127.0.0.1, which the sandbox's allow-list lets in.
 */
export interface UssdSimulatorOptions {
  serviceCode: string;
  /** The callback's `?token=`; null when the channel is closed (the page says so). */
  callbackToken: string | null;
}

const DEMO_CUSTOMER_PHONE = '08031234567';

type Form = Record<string, string | undefined>;

export const ussdSimulator: FastifyPluginAsync<UssdSimulatorOptions> = async (app, options) => {
  // Checked here as well as in the app's config: a sandbox must never run in production.
  if (process.env.NODE_ENV === 'production')
    throw new Error('The USSD simulator is refused when NODE_ENV=production');
  const basePath = app.prefix;
  const { serviceCode, callbackToken } = options;

  // Scoped to this plugin; a parser the host already has wins.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

  // Every step moves money as the number typed in: another site must not press the buttons for a developer.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST' && request.headers['sec-fetch-site'] === 'cross-site')
      return sendHtml(
        reply,
        403,
        renderDialPage({
          basePath,
          serviceCode,
          fields: defaults(),
          message: 'Requests from other websites are not accepted.',
        }),
      );
  });

  app.get('/simulator.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(SIMULATOR_CSS),
  );

  app.get('/', async (request, reply) => {
    const query = (request.query ?? {}) as Form;
    const fields = {
      ...defaults(),
      ...pick(query, ['phoneNumber', 'networkCode', 'code']),
    };
    return sendHtml(reply, 200, renderDialPage({ basePath, serviceCode, fields }));
  });

  app.post('/dial', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const fields: DialFields = {
      phoneNumber: form.phoneNumber?.trim() ?? '',
      networkCode: form.networkCode ?? NETWORKS[0]!.code,
      code: form.code?.replace(/\s/g, '') ?? '',
    };
    const refuse = (message: string) =>
      sendHtml(reply, 400, renderDialPage({ basePath, serviceCode, fields, message }));
    const phone = internationalPhone(fields.phoneNumber);
    if (phone === null) return refuse('Enter a Nigerian mobile number, such as 08031234567.');
    if (!NETWORKS.some((network) => network.code === fields.networkCode))
      return refuse('Choose one of the networks listed.');
    if (!/^\*[0-9*]+#$/.test(fields.code)) return refuse('A USSD code starts with * and ends with #.');
    if (callbackToken === null)
      return refuse('The USSD channel is closed: no callback token is configured (USSD_CALLBACK_TOKEN).');
    const firstText = inputsAfterServiceCode(fields.code, serviceCode);
    const session: SessionFields = {
      sessionId: `ATUid_${randomBytes(16).toString('hex')}`,
      phoneNumber: phone,
      networkCode: fields.networkCode,
      serviceCode,
      path: firstText ?? '',
      startedAt: String(Date.now()),
      hops: '1',
    };
    // Like a phone network: a code nobody answers never reaches the server, not even as a session's end.
    if (firstText === null) {
      const screen: Screen = {
        kind: 'ended',
        reason: `${fields.code} is not a code this server answers`,
        answeredInMs: null,
        rawAnswer: null,
      };
      return sendHtml(reply, 200, renderScreenPage({ basePath, screen, session, dialled: fields.code }));
    }
    return showScreen(reply, session, await callCallback(app, callbackToken, session), fields.code);
  });

  app.post('/reply', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const previous = sessionFrom(form);
    if (previous === null || callbackToken === null) return refuseForm(reply);
    const input = form.input ?? '';
    const session: SessionFields = {
      ...previous,
      path: previous.path === '' ? input : `${previous.path}*${input}`,
      hops: String(Number(previous.hops) + 1),
    };
    const screen = await callCallback(app, callbackToken, session);
    return showScreen(reply, session, screen, form.dialled ?? serviceCode);
  });

  // The person pressed Cancel on a waiting screen: the provider reports the session as Incomplete.
  app.post('/cancel', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const session = sessionFrom(form);
    if (session === null) return refuseForm(reply);
    const answered = await notifySessionEnd(app, callbackToken, session, { status: 'Incomplete' });
    const fields = {
      phoneNumber: session.phoneNumber,
      networkCode: session.networkCode,
      code: form.dialled ?? serviceCode,
    };
    return sendHtml(
      reply,
      200,
      renderDialPage({ basePath, serviceCode, fields, ...(answered.ok ? {} : { message: answered.note }) }),
    );
  });

  async function showScreen(reply: FastifyReply, session: SessionFields, screen: Screen, dialled: string) {
    if (screen.kind === 'CON')
      return sendHtml(reply, 200, renderScreenPage({ basePath, screen, session, dialled }));
    const ended = await notifySessionEnd(
      app,
      callbackToken,
      session,
      screen.kind === 'END'
        ? { status: 'Success', lastAppResponse: `END ${screen.text}` }
        : { status: 'Failed', errorMessage: screen.reason, lastAppResponse: screen.rawAnswer ?? '' },
    );
    return sendHtml(
      reply,
      200,
      renderScreenPage({ basePath, screen, session, dialled, ...(ended.ok ? {} : { note: ended.note }) }),
    );
  }

  function refuseForm(reply: FastifyReply) {
    return sendHtml(
      reply,
      400,
      renderDialPage({
        basePath,
        serviceCode,
        fields: defaults(),
        message: 'That form did not come from this simulator: dial again.',
      }),
    );
  }

  function defaults(): DialFields {
    return { phoneNumber: DEMO_CUSTOMER_PHONE, networkCode: NETWORKS[0]!.code, code: serviceCode };
  }
};

/** One step of the session: the callback's answer, or why a phone would show the session as ended. */
async function callCallback(app: FastifyInstance, token: string, session: SessionFields): Promise<Screen> {
  const started = performance.now();
  let statusCode: number;
  let body: string;
  try {
    const response = await postAsProvider(app, USSD_CALLBACK_PATH, token, session, { text: session.path });
    statusCode = response.statusCode;
    body = response.body;
  } catch (error) {
    return {
      kind: 'ended',
      reason: `no answer (${(error as Error).message})`,
      answeredInMs: null,
      rawAnswer: null,
    };
  }
  const answeredInMs = Math.round(performance.now() - started);
  // The provider ends the session gracefully on an error status or a body it cannot read (§4.2).
  if (statusCode < 200 || statusCode > 299)
    return { kind: 'ended', reason: `HTTP ${statusCode}`, answeredInMs, rawAnswer: body };
  if (body.startsWith('CON ')) return { kind: 'CON', text: body.slice(4), answeredInMs };
  if (body.startsWith('END ')) return { kind: 'END', text: body.slice(4), answeredInMs };
  return { kind: 'ended', reason: 'the answer did not start with CON or END', answeredInMs, rawAnswer: body };
}

/** The provider's end-of-session notification; a refusal is shown, since the server should take it. */
async function notifySessionEnd(
  app: FastifyInstance,
  token: string | null,
  session: SessionFields,
  outcome: { status: 'Success' | 'Incomplete' | 'Failed'; errorMessage?: string; lastAppResponse?: string },
): Promise<{ ok: true } | { ok: false; note: string }> {
  if (token === null) return { ok: true };
  try {
    const response = await postAsProvider(app, USSD_SESSION_END_PATH, token, session, {
      status: outcome.status,
      // The sandbox charges nothing.
      cost: 'NGN 0.0000',
      durationInMillis: String(Math.max(0, Date.now() - Number(session.startedAt))),
      hopsCount: session.hops,
      // What was typed in the whole session: the last request's `text`.
      input: session.path,
      lastAppResponse: outcome.lastAppResponse ?? '',
      errorMessage: outcome.errorMessage ?? '',
      // yyyy-MM-dd HH:mm:ss, as the provider writes it.
      date: new Date().toISOString().replace('T', ' ').slice(0, 19),
    });
    if (response.statusCode >= 200 && response.statusCode <= 299) return { ok: true };
    return {
      ok: false,
      note: `The server refused the end-of-session notification: HTTP ${response.statusCode}.`,
    };
  } catch (error) {
    return { ok: false, note: `The end-of-session notification failed: ${(error as Error).message}.` };
  }
}

/**
 * A form POST as the provider sends it, naming the session in every one; inject reaches the root app's
 * routes, from 127.0.0.1.
 */
function postAsProvider(
  app: FastifyInstance,
  path: string,
  token: string,
  session: SessionFields,
  fields: Record<string, string>,
) {
  const { sessionId, serviceCode, phoneNumber, networkCode } = session;
  return app.inject({
    method: 'POST',
    url: `${path}?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ sessionId, serviceCode, phoneNumber, networkCode, ...fields }).toString(),
  });
}

/**
 * The inputs a code carries past the service code (`*347*250*2#` -> `2`), `''` for the service code itself,
 * null for another code. Dialling inputs at once is how people skip menus (AT sends them as the first `text`).
 */
export function inputsAfterServiceCode(dialled: string, serviceCode: string): string | null {
  if (dialled === serviceCode) return '';
  const base = serviceCode.slice(0, -1);
  if (!dialled.startsWith(`${base}*`)) return null;
  return dialled.slice(base.length + 1, -1);
}

/** 0803..., 234803... or +234803... as +234803...; null when it is not a Nigerian mobile number. */
function internationalPhone(value: string): string | null {
  const result = normaliseNigerianPhone(/^234/.test(value) ? `+${value}` : value);
  return result.ok ? result.e164 : null;
}

/** The hidden fields a CON screen sent back, checked: they come from the browser. */
function sessionFrom(form: Form): SessionFields | null {
  const { sessionId, phoneNumber, networkCode, serviceCode, path, startedAt, hops } = form;
  if (
    sessionId === undefined ||
    !/^ATUid_[0-9a-f]{32}$/.test(sessionId) ||
    phoneNumber === undefined ||
    internationalPhone(phoneNumber) !== phoneNumber ||
    networkCode === undefined ||
    !NETWORKS.some((network) => network.code === networkCode) ||
    serviceCode === undefined ||
    !/^\*[0-9*]+#$/.test(serviceCode) ||
    path === undefined ||
    path.length > 1_000 ||
    startedAt === undefined ||
    !/^\d{1,15}$/.test(startedAt) ||
    hops === undefined ||
    !/^\d{1,4}$/.test(hops)
  )
    return null;
  return { sessionId, phoneNumber, networkCode, serviceCode, path, startedAt, hops };
}

function pick(form: Form, names: readonly (keyof DialFields)[]): Partial<DialFields> {
  const picked: Partial<DialFields> = {};
  for (const name of names) {
    const value = form[name];
    if (typeof value === 'string' && value.length <= 40) picked[name] = value;
  }
  return picked;
}
