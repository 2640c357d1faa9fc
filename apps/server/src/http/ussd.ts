import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { normaliseNigerianPhone } from '@chancepay/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AppDependencies } from '../dependencies';
import { ussdSessionEnds } from '../db/schema';
import { callerOf } from '../domain/ussd/caller';
import { answerUssd } from '../domain/ussd/menu';
import { done, onTheWire, wordsIn } from '../domain/ussd/screens';
import { AppError } from './errors';

/**
 * The USSD channel over Africa's Talking's protocol (issue #24; docs/research/nigeria-go-live.md §4.2): a
 * form POST per step, answered in text/plain with "CON " (wait for input) or "END " (close). The menus are
 * domain/ussd. Server to server, so exempt from CSRF; the door is a token in the callback URL (set in the
 * provider's dashboard) and the provider's addresses, both settings: anyone else is refused before anything
 * is read, because the phone number in the form is trusted as the caller's SIM.
 */

export const USSD_CALLBACK_PATH = '/api/ussd/africastalking';
export const USSD_SESSION_END_PATH = '/api/ussd/africastalking/session-end';

const FORM = 'application/x-www-form-urlencoded';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether a request may use the channel: the token (compared in constant time) and an allowed address. */
export function ussdDoorOpens(door: Config['ussd'], token: unknown, address: string): boolean {
  if (door.callbackToken === null) return false;
  if (typeof token !== 'string' || !timingSafeEqual(digest(token), digest(door.callbackToken))) return false;
  return allowList(door.allowedAddresses).check(
    address.replace(/^::ffff:/, ''),
    isIP(address.replace(/^::ffff:/, '')) === 6 ? 'ipv6' : 'ipv4',
  );
}

const allowLists = new WeakMap<readonly string[], BlockList>();

function allowList(entries: readonly string[]): BlockList {
  let list = allowLists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const plain = address.replace(/^::ffff:/, '');
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(plain, family);
    else list.addSubnet(plain, Number(bits), family);
  }
  allowLists.set(entries, list);
  return list;
}

function formOf(request: FastifyRequest): URLSearchParams {
  const contentType = String(request.headers['content-type'] ?? '');
  if (!contentType.startsWith(FORM))
    throw new AppError(
      'unsupported_media_type',
      'Send the USSD request as a form (application/x-www-form-urlencoded).',
    );
  return new URLSearchParams(typeof request.body === 'string' ? request.body : '');
}

function field(form: URLSearchParams, name: string, pattern: RegExp, max: number): string {
  const value = form.get(name);
  if (value === null || value.length > max || !pattern.test(value))
    throw new AppError('bad_request', `The USSD request's ${name} is missing or not valid.`, [
      { field: name, message: `Send ${name} as the provider does.` },
    ]);
  return value;
}

/** E.164 when it is a Nigerian number, else as sent (cut short): the record is the provider's. */
function phoneOf(raw: string): string {
  const phone = normaliseNigerianPhone(raw);
  return phone.ok ? phone.e164 : raw.slice(0, 20);
}

export async function ussdRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const door = deps.config.ussd;
  const site = new URL(deps.config.publicUrl).host;
  const context = {
    db: deps.database.db,
    settlement: deps.settlement,
    accounts: deps.accounts,
    clock: deps.clock,
    site,
    supportPhone: deps.config.SUPPORT_PHONE,
  };

  const refuseStrangers = async (request: FastifyRequest) => {
    if (door.callbackToken === null)
      throw new AppError('not_found', 'USSD is not set up on this server (USSD_CALLBACK_TOKEN).');
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (!ussdDoorOpens(door, token, request.ip))
      throw new AppError('forbidden', 'This address is only for the USSD provider.');
  };

  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4_096 }, (_request, body, done) =>
      done(null, body),
    );

    raw.post(
      USSD_CALLBACK_PATH,
      {
        preHandler: refuseStrangers,
        config: {
          openapi: {
            summary:
              "Africa's Talking USSD step (form: sessionId, serviceCode, phoneNumber, networkCode, text)",
            description:
              'Answers text/plain "CON <screen>" or "END <screen>". Only for the provider: ?token= and its addresses (USSD_CALLBACK_TOKEN, USSD_ALLOWED_ADDRESSES).',
            tags: ['ussd'],
          },
        },
      },
      async (request, reply) => {
        const form = formOf(request);
        const sessionId = field(form, 'sessionId', /^[\w.:-]+$/, 100);
        field(form, 'serviceCode', /^[\d*#]+$/, 40);
        const phoneNumber = field(form, 'phoneNumber', /^\+?\d{7,15}$/, 20);
        const text = field(form, 'text', /^[^\p{Cc}]*$/u, 200);
        reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
        const phone = normaliseNigerianPhone(phoneNumber);
        // A number from abroad has no account here: English.
        if (!phone.ok) return onTheWire(done(wordsIn('en')('nigerianNumbersOnly')));
        // A phone with a full keyboard can send letters; the person gets a screen, not a failed session.
        if (!/^[\d*#]*$/.test(text)) {
          const { language } = await callerOf(context.db, phone.e164);
          return onTheWire(done(wordsIn(language)('numberKeysOnly')));
        }
        return onTheWire(await answerUssd(context, { sessionId, phone: phone.e164, text }));
      },
    );

    raw.post(
      USSD_SESSION_END_PATH,
      {
        preHandler: refuseStrangers,
        config: {
          openapi: {
            summary: "Africa's Talking end-of-session notification (form); recorded once per session",
            tags: ['ussd'],
          },
        },
      },
      async (request) => {
        const form = formOf(request);
        const sessionId = field(form, 'sessionId', /^[\w.:-]+$/, 100);
        const status = field(form, 'status', /^[A-Za-z]+$/, 20);
        const number = (name: string) => {
          const value = form.get(name);
          return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
        };
        const text = (name: string, max: number) => form.get(name)?.slice(0, max) ?? null;
        // `input` is what the person typed, PIN included: never kept.
        await deps.database.db
          .insert(ussdSessionEnds)
          .values({
            sessionId,
            phone: phoneOf(form.get('phoneNumber') ?? ''),
            serviceCode: (form.get('serviceCode') ?? '').slice(0, 40),
            networkCode: text('networkCode', 10),
            status,
            cost: text('cost', 40),
            durationMs: number('durationInMillis'),
            hops: number('hopsCount'),
            lastAppResponse: text('lastAppResponse', 300),
            errorMessage: text('errorMessage', 300),
            providerDate: text('date', 40),
            receivedAt: deps.clock(),
          })
          .onConflictDoNothing();
        return { success: true };
      },
    );
  });
}
