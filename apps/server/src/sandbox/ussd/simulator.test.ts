import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ussdSessionEnds } from '../../db/schema';
import { USSD_CALLBACK_PATH, USSD_SESSION_END_PATH } from '../../http/ussd';
import { fundWallet, signedInCustomer, testTransactionPin } from '../../testing/money';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { inputsAfterServiceCode, ussdSimulator } from './simulator';

const SERVICE_CODE = '*347*250#';
const TOKEN = 'simulator-test-token';

/** The text of the page's screen, unescaped. */
function screenOf(html: string): string {
  const match = /<pre class="screen" role="status" aria-label="Screen">([\s\S]*?)<\/pre>/.exec(html);
  if (!match) throw new Error(`No screen on the page:\n${html}`);
  return unescapeHtml(match[1]!);
}

/** The hidden fields of the page's first form, as the browser would send them back. */
function hiddenFieldsOf(html: string): Record<string, string> {
  const form = /<form method="post" action="[^"]*\/reply"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error(`No reply form on the page:\n${html}`);
  return Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      unescapeHtml(match[2]!),
    ]),
  );
}

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const dial = (app: FastifyInstance, code = SERVICE_CODE, phoneNumber = '08031234567') =>
  postForm(app, '/sandbox/ussd/dial', { phoneNumber, networkCode: '62130', code });

const reply = (app: FastifyInstance, previousPage: string, input: string) =>
  postForm(app, '/sandbox/ussd/reply', { ...hiddenFieldsOf(previousPage), input });

describe('the USSD simulator against a stand-in callback', () => {
  let app: FastifyInstance;
  const requests: { token: unknown; form: Record<string, string> }[] = [];
  const sessionEnds: Record<string, string>[] = [];
  // What the stand-in answers for a given `text`.
  let answer: (text: string) => { statusCode: number; body: string };

  beforeAll(async () => {
    app = Fastify();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.post(USSD_CALLBACK_PATH, async (request, reply) => {
      const form = request.body as Record<string, string>;
      requests.push({ token: (request.query as Record<string, unknown>).token, form });
      const { statusCode, body } = answer(form.text ?? '');
      return reply.code(statusCode).type('text/plain').send(body);
    });
    app.post(USSD_SESSION_END_PATH, async (request) => {
      sessionEnds.push(request.body as Record<string, string>);
      return { ok: true };
    });
    await app.register(ussdSimulator, {
      prefix: '/sandbox/ussd',
      serviceCode: SERVICE_CODE,
      callbackToken: TOKEN,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    requests.length = 0;
    sessionEnds.length = 0;
    answer = (text) =>
      text === '1*2'
        ? { statusCode: 200, body: 'END Done\nThank you' }
        : { statusCode: 200, body: `CON You sent "${text}"\n1 Next\n0 Back` };
  });

  it('shows a phone with the demo number and the service code, without scripts or inline styles', async () => {
    const page = await app.inject({ url: '/sandbox/ussd' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('value="08031234567"');
    expect(page.body).toContain(`value="${SERVICE_CODE}"`);
    expect(page.body).toContain('>Dial</button>');
    expect(page.body).not.toMatch(/<script|style=|<style/i);
    const css = await app.inject({ url: '/sandbox/ussd/simulator.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('dials with the provider’s fields and shows the CON screen with its character count', async () => {
    const page = await dial(app);
    expect(page.statusCode).toBe(200);
    expect(requests).toHaveLength(1);
    const [{ token, form }] = requests as [(typeof requests)[number]];
    expect(token).toBe(TOKEN);
    expect(form).toEqual({
      sessionId: expect.stringMatching(/^ATUid_[0-9a-f]{32}$/),
      serviceCode: SERVICE_CODE,
      phoneNumber: '+2348031234567',
      networkCode: '62130',
      text: '',
    });
    const screen = screenOf(page.body);
    expect(screen).toBe('You sent ""\n1 Next\n0 Back');
    expect(page.body).toContain(`${screen.length}/160 characters`);
    expect(page.body).toContain('<label for="reply">Reply</label>');
    expect(page.body).toContain('>Send</button>');
    expect(sessionEnds).toEqual([]);
  });

  it('sends every input so far joined by *, in the same session, and reports the END to the server', async () => {
    const first = await dial(app);
    const second = await postForm(app, '/sandbox/ussd/reply', { ...hiddenFieldsOf(first.body), input: '1' });
    expect(screenOf(second.body)).toBe('You sent "1"\n1 Next\n0 Back');
    const third = await postForm(app, '/sandbox/ussd/reply', { ...hiddenFieldsOf(second.body), input: '2' });
    expect(requests.map((request) => request.form.text)).toEqual(['', '1', '1*2']);
    expect(new Set(requests.map((request) => request.form.sessionId)).size).toBe(1);

    expect(screenOf(third.body)).toBe('Done\nThank you');
    expect(third.body).toContain('>Dial again</button>');
    expect(third.body).not.toContain('name="input"');
    expect(sessionEnds).toEqual([
      expect.objectContaining({
        sessionId: requests[0]!.form.sessionId,
        serviceCode: SERVICE_CODE,
        phoneNumber: '+2348031234567',
        networkCode: '62130',
        status: 'Success',
        hopsCount: '3',
        input: '1*2',
        lastAppResponse: 'END Done\nThank you',
        errorMessage: '',
      }),
    ]);
  });

  it('shows an error status or an unreadable answer as the end of the session, as a phone would', async () => {
    answer = () => ({ statusCode: 500, body: 'Internal Server Error' });
    const failed = await dial(app);
    expect(screenOf(failed.body)).toBe('The session ended: HTTP 500');
    expect(failed.body).toContain('Internal Server Error');
    expect(sessionEnds.at(-1)).toMatchObject({ status: 'Failed', errorMessage: 'HTTP 500' });

    answer = () => ({ statusCode: 200, body: 'Welcome' });
    const unreadable = await dial(app);
    expect(screenOf(unreadable.body)).toBe('The session ended: the answer did not start with CON or END');
    expect(unreadable.body).toContain('>Dial again</button>');
  });

  it('sends the inputs of an extended code as the first text, and never calls for another code', async () => {
    await dial(app, '*347*250*2*1#');
    expect(requests.at(-1)!.form).toMatchObject({ serviceCode: SERVICE_CODE, text: '2*1' });

    const other = await dial(app, '*123#');
    expect(screenOf(other.body)).toBe('The session ended: *123# is not a code this server answers');
    expect(requests).toHaveLength(1);
    expect(sessionEnds).toEqual([]);
    expect(inputsAfterServiceCode('*347*2501#', SERVICE_CODE)).toBeNull();
  });

  it('refuses a bad number, and a session whose hidden fields were changed', async () => {
    const badNumber = await postForm(app, '/sandbox/ussd/dial', {
      phoneNumber: '12345',
      networkCode: '62130',
      code: SERVICE_CODE,
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.body).toContain('Enter a Nigerian mobile number');

    const first = await dial(app);
    const tampered = await postForm(app, '/sandbox/ussd/reply', {
      ...hiddenFieldsOf(first.body),
      sessionId: 'someone-elses-session',
      input: '1',
    });
    expect(tampered.statusCode).toBe(400);
    expect(requests).toHaveLength(1);
  });

  it('reports a cancelled session as Incomplete', async () => {
    const first = await dial(app);
    const cancelled = await postForm(app, '/sandbox/ussd/cancel', hiddenFieldsOf(first.body));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('>Dial</button>');
    expect(sessionEnds).toEqual([expect.objectContaining({ status: 'Incomplete', hopsCount: '1' })]);
  });
});

describe('the USSD simulator against the app’s own callback', () => {
  const t = useTestApp();

  it('dials the real menu, extends the path with each reply, and the session’s end is recorded', async () => {
    const { user, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 325_000);
    const phone = user.phone!;

    const menu = await dial(t.app, t.config.ussd.serviceCode, phone);
    expect(menu.statusCode).toBe(200);
    expect(screenOf(menu.body)).toMatch(/^ChancePay\n1 Buy tickets\n2 My balance/);
    expect(hiddenFieldsOf(menu.body)).toMatchObject({ phoneNumber: phone, path: '' });

    // A wrong choice keeps the menu; the next reply is sent after it, the whole path each time.
    const wrong = await reply(t.app, menu.body, '9');
    expect(hiddenFieldsOf(wrong.body).path).toBe('9');
    expect(screenOf(wrong.body)).toContain('ChancePay');
    const pinPrompt = await reply(t.app, wrong.body, '2');
    expect(hiddenFieldsOf(pinPrompt.body).path).toBe('9*2');
    expect(screenOf(pinPrompt.body)).toContain('Enter your 4-digit PIN to see your balance');

    const balance = await reply(t.app, pinPrompt.body, testTransactionPin);
    expect(screenOf(balance.body)).toMatch(/^Balance: N3,250\.00\n/);
    expect(balance.body).toContain('>Dial again</button>');
    // The provider's notification went through the same door (token, loopback address) and was kept.
    const sessionId = hiddenFieldsOf(menu.body).sessionId!;
    const [ended] = await t.database.db
      .select()
      .from(ussdSessionEnds)
      .where(eq(ussdSessionEnds.sessionId, sessionId));
    expect(ended).toMatchObject({
      status: 'Success',
      phone,
      hops: 4,
      serviceCode: t.config.ussd.serviceCode,
    });
    expect(balance.body).not.toContain('refused the end-of-session notification');
  });
});

describe('in production', () => {
  it('is not mounted', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://chancepay.example',
        SQUAD_SECRET_KEY: 'sk_live_not_used',
        SQUAD_BASE_URL: 'https://api-d.squadco.com',
        SMTP_URL: 'smtp://localhost:2525',
        IDENTITY_BASE_URL: 'https://api.dojah.io',
        IDENTITY_APP_ID: 'not-used',
        IDENTITY_SECRET_KEY: 'not-used',
      },
    });
    try {
      expect((await production.app.inject({ url: '/sandbox/ussd' })).statusCode).toBe(404);
      expect((await dial(production.app)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
