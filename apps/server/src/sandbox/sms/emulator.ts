import { randomBytes, randomInt } from 'node:crypto';
import { normaliseNigerianPhone } from '@chancepay/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { signTermiiBody } from '../../providers/sms/termii';
import { smsSegments } from '../../providers/sms/gsm7';
import { listEmulatedSms, recordEmulatedSms, setEmulatedSmsStatus } from './store';
import { SMS_TEST_NUMBERS } from './test-numbers';

/**
 * Local stand-ins for Termii and Africa's Talking speaking their wire formats
 * (docs/research/sms-gateways.md §7), at /sandbox/termii and /sandbox/africastalking. What they receive is
 * kept in `sandbox_sms_messages` (GET /sandbox/sms/messages, and the outbox page); a moment after accepting
 * a message each sends its delivery report back to the app, signed the way the real one is.
 */
export interface SmsEmulatorOptions {
  db: Executor;
  termii: { apiKey: string; secretKey: string };
  africastalking: { username: string; apiKey: string };
  /** Where the delivery reports go: the app's own routes. */
  termiiReportUrl: string;
  africasTalkingReportUrl: string;
  /** How long after accepting a message its report is sent. */
  reportDelayMs: number;
  /** How long the "hangs" test number keeps Termii silent (longer than the client's 5 s timeout). */
  hangMs?: number;
  fetchImpl?: typeof fetch;
  logger: FastifyBaseLogger;
  clock: () => Date;
}

const termiiSend = z.object({
  api_key: z.string(),
  to: z.string(),
  from: z.string(),
  sms: z.string(),
  type: z.string(),
  channel: z.string(),
});

/** A number as the provider was given it (234..., +234..., 0...), as E.164, or null. */
function e164(value: string): string | null {
  const digits = value.trim();
  const result = normaliseNigerianPhone(/^234/.test(digits) ? `+${digits}` : digits);
  return result.ok ? result.e164 : null;
}

function termiiMessageId(): string {
  // 25 digits, like the real ones: past Number.MAX_SAFE_INTEGER, so clients must keep them as text.
  let id = '3017';
  while (id.length < 25) id += String(randomInt(0, 10));
  return id;
}

export async function smsEmulator(app: FastifyInstance, options: SmsEmulatorOptions): Promise<void> {
  const { db, logger } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const timers = new Set<NodeJS.Timeout>();
  const hangs = new Set<() => void>();
  let termiiDown = false;
  let africasTalkingDown = false;

  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const release of hangs) release();
  });

  function later(work: () => Promise<void>): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) => logger.warn({ err: error }, 'SMS emulator delivery report failed'));
    }, options.reportDelayMs);
    timer.unref();
    timers.add(timer);
  }

  function hang(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        hangs.delete(release);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(release, options.hangMs ?? 6_000);
      timer.unref();
      hangs.add(release);
    });
  }

  // --- Termii -----------------------------------------------------------------------------------------
  await app.register(
    async (termii) => {
      termii.post('/api/sms/send', async (request, reply) => {
        const parsed = termiiSend.safeParse(request.body);
        if (!parsed.success)
          return reply.code(422).send({ code: 422, message: 'The given data was invalid.' });
        const body = parsed.data;
        if (body.api_key !== options.termii.apiKey)
          return reply.code(401).send({ code: 401, message: 'Invalid API key' });
        if (!/^[A-Za-z0-9 ]{3,11}$/.test(body.from))
          return reply.code(404).send({
            code: 404,
            message: `ApplicationSenderId not found for applicationId: 1 and senderName: ${body.from}`,
          });
        if (body.type !== 'plain' || (body.channel !== 'dnd' && body.channel !== 'generic'))
          return reply.code(400).send({ code: 400, message: 'Invalid type or channel' });
        const to = /^234\d{10}$/.test(body.to) ? e164(body.to) : null;
        if (!to) return reply.code(400).send({ code: 400, message: 'Invalid phone number' });
        if (termiiDown || to === SMS_TEST_NUMBERS.termiiFails)
          return reply.code(500).send({ message: 'Internal Server Error' });
        if (to === SMS_TEST_NUMBERS.termiiHangs) {
          await hang();
          return reply.code(500).send({ message: 'Gateway Timeout' });
        }
        const messageId = termiiMessageId();
        await recordEmulatedSms(db, {
          provider: 'termii',
          messageId,
          recipient: to,
          text: body.sms,
          channel: body.channel,
          status: 'Message Sent',
          receivedAt: options.clock(),
        });
        if (to !== SMS_TEST_NUMBERS.noReport) {
          const status =
            to === SMS_TEST_NUMBERS.dnd && body.channel === 'generic'
              ? 'DND Active on Phone Number'
              : 'DELIVERED | Message delivered to handset';
          later(async () => {
            const report = JSON.stringify({
              type: 'outbound',
              id: randomBytes(8).toString('hex'),
              message_id: messageId,
              message_id_str: messageId,
              receiver: body.to,
              sender: body.from,
              message: body.sms,
              sent_at: options.clock().toISOString().replace('T', ' ').slice(0, 19),
              cost: '3.9',
              pages: String(smsSegments(body.sms)),
              status,
              channel: body.channel.toUpperCase(),
            });
            await setEmulatedSmsStatus(db, 'termii', messageId, status);
            await fetchImpl(options.termiiReportUrl, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-termii-signature': signTermiiBody(report, options.termii.secretKey),
              },
              body: report,
            });
          });
        }
        return reply.send({
          code: 'ok',
          message_id: messageId,
          message_id_str: messageId,
          message: 'Successfully Sent',
          balance: 2745.6,
          user: 'ChancePay Emulator',
        });
      });

      // Test switch: the whole of Termii failing, so failover can be seen with any number.
      termii.put('/outage', async (request, reply) => {
        const parsed = z.object({ down: z.boolean() }).safeParse(request.body);
        if (!parsed.success)
          return reply.code(400).send({ success: false, message: 'Send {"down": true} or {"down": false}.' });
        termiiDown = parsed.data.down;
        return reply.send({ down: termiiDown });
      });
    },
    { prefix: '/sandbox/termii' },
  );

  // --- Africa's Talking ---------------------------------------------------------------------------------
  await app.register(
    async (at) => {
      at.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      at.post('/version1/messaging', async (request, reply: FastifyReply) => {
        if (request.headers.apikey !== options.africastalking.apiKey)
          return reply.code(401).type('text/plain').send('The supplied authentication is invalid');
        const form = (request.body ?? {}) as Record<string, string>;
        if (form.username !== options.africastalking.username)
          return reply.code(401).type('text/plain').send('The supplied authentication is invalid');
        if (!form.to || !form.message)
          return reply.code(400).type('text/plain').send('Missing to or message');
        if (africasTalkingDown) return reply.code(500).type('text/plain').send('Internal Server Error');
        const number = form.to.split(',')[0]!.trim();
        const to = /^\+234\d{10}$/.test(number) ? e164(number) : null;
        if (!to)
          return reply.code(201).send({
            SMSMessageData: {
              Message: 'Sent to 0/1 Total Cost: 0',
              Recipients: [
                { cost: '0', messageId: 'None', number, status: 'InvalidPhoneNumber', statusCode: 403 },
              ],
            },
          });
        const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
        await recordEmulatedSms(db, {
          provider: 'africastalking',
          messageId,
          recipient: to,
          text: form.message,
          channel: null,
          status: 'Sent',
          receivedAt: options.clock(),
        });
        if (to !== SMS_TEST_NUMBERS.noReport)
          later(async () => {
            await setEmulatedSmsStatus(db, 'africastalking', messageId, 'Success');
            await fetchImpl(options.africasTalkingReportUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({
                id: messageId,
                status: 'Success',
                phoneNumber: to,
                networkCode: '99999',
              }).toString(),
            });
          });
        const cost = `NGN ${(2.2 * smsSegments(form.message)).toFixed(4)}`;
        return reply.code(201).send({
          SMSMessageData: {
            Message: `Sent to 1/1 Total Cost: ${cost}`,
            Recipients: [{ statusCode: 101, number: to, status: 'Success', cost, messageId }],
          },
        });
      });

      // Test switch, as for Termii: with both down, nothing can be sent (notifications wait and retry).
      at.put('/outage', async (request, reply) => {
        const parsed = z.object({ down: z.boolean() }).safeParse(request.body);
        if (!parsed.success)
          return reply.code(400).send({ success: false, message: 'Send {"down": true} or {"down": false}.' });
        africasTalkingDown = parsed.data.down;
        return reply.send({ down: africasTalkingDown });
      });
    },
    { prefix: '/sandbox/africastalking' },
  );

  // --- What they received -------------------------------------------------------------------------------
  const listQuery = z.strictObject({ to: z.string().max(20).optional() });
  app.get('/sandbox/sms/messages', async (request, reply) => {
    const parsed = listQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send({ success: false, message: 'Unknown query parameter.' });
    const to = parsed.data.to ? (e164(parsed.data.to) ?? parsed.data.to) : undefined;
    const messages = await listEmulatedSms(db, { recipient: to });
    return reply.header('Cache-Control', 'no-store').send({
      messages: messages.map((message) => ({
        id: message.id,
        provider: message.provider,
        message_id: message.messageId,
        to: message.recipient,
        text: message.text,
        channel: message.channel,
        status: message.status,
        received_at: message.receivedAt.toISOString(),
      })),
    });
  });
}
