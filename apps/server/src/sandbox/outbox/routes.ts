import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import { parseInput } from '../../http/errors';
import { listEmulatedSms } from '../sms/store';
import { listOutboxMessages, type OutboxMessage } from './store';
import { escapeHtml } from '../html';

/** A message as the page shows it: mail from the outbox, and the texts the SMS emulators received. */
type ShownMessage = OutboxMessage & { provider?: string; status?: string };

/** Both sources, newest first. */
async function shownMessages(
  db: AppDependencies['database']['db'],
  to: string | undefined,
): Promise<ShownMessage[]> {
  const [mail, texts] = await Promise.all([
    listOutboxMessages(db, { recipient: to }),
    listEmulatedSms(db, { recipient: to }),
  ]);
  const fromEmulators: ShownMessage[] = texts.map((text) => ({
    id: `sms-${text.id}`,
    channel: 'sms',
    recipient: text.recipient,
    subject: null,
    bodyText: text.text,
    createdAt: text.receivedAt,
    provider: text.provider,
    status: text.status,
  }));
  return [...mail, ...fromEmulators]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 200);
}

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/** The message text, escaped, with its links clickable: what a tester needs is the reset link or the code. */
function bodyHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function messageHtml(message: ShownMessage): string {
  const code = message.channel === 'sms' ? /\b(\d{6})\b/.exec(message.bodyText)?.[1] : undefined;
  return `<article class="message ${message.channel}">
  <header><span class="channel">${message.channel === 'sms' ? 'SMS' : 'Email'}</span>
  to <strong>${escapeHtml(message.recipient)}</strong>
  ${message.provider ? `<span class="provider">via ${escapeHtml(message.provider)}, ${escapeHtml(message.status ?? '')}</span>` : ''}
  <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></header>
  ${message.subject ? `<h2>${escapeHtml(message.subject)}</h2>` : ''}
  ${code ? `<p class="code">Code: <strong data-code>${code}</strong></p>` : ''}
  <pre>${bodyHtml(message.bodyText)}</pre>
</article>`;
}

// No inline styles or scripts anywhere: the page lives under the same strict CSP as the app.
const stylesheet = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem;color:#1d2b24}
h1{color:#0b6e4f;margin-bottom:.25rem}.note{color:#555;margin-top:0}
.message{border:1px solid #cfd8d3;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}
.message header{display:flex;gap:.5rem;flex-wrap:wrap;align-items:baseline}.message time{color:#666;margin-left:auto;font-size:.85rem}
.provider{color:#555;font-size:.85rem}.channel{background:#0b6e4f;color:#fff;border-radius:.25rem;padding:0 .4rem;font-size:.8rem}.sms .channel{background:#7a4cc2}
h2{font-size:1.05rem;margin:.5rem 0}.code{font-size:1.4rem;margin:.5rem 0}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:.5rem 0 0}a{color:#0b6e4f}`;

const listQuery = z.strictObject({ to: z.string().max(254).optional() });

/**
 * GET /sandbox/outbox (HTML) and /sandbox/outbox.json (for browser tests): the mail and SMS the sandbox
 * providers sent. Registered only outside production (config.sandboxes).
 */
export async function outboxRoutes(
  app: FastifyInstance,
  { database, config }: AppDependencies,
): Promise<void> {
  app.get('/sandbox/outbox.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(stylesheet),
  );

  app.get('/sandbox/outbox', async (request, reply) => {
    const { to } = parseInput(listQuery, request.query);
    const messages = await shownMessages(database.db, to);
    const html = `<!doctype html>
<html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox | ${escapeHtml(config.APP_NAME)}</title><link rel="stylesheet" href="/sandbox/outbox.css"></head>
<body><h1>Outbox</h1>
<p class="note">Mail a real server would have sent, and the texts the SMS emulators received (<a href="/sandbox/sms/messages">JSON</a>). This page exists only outside production. Newest first.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(messageHtml).join('\n')}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.get('/sandbox/outbox.json', async (request, reply) => {
    const { to } = parseInput(listQuery, request.query);
    const messages = await shownMessages(database.db, to);
    return reply.header('Cache-Control', 'no-store').send({
      messages: messages.map((message) => ({
        id: message.id,
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        text: message.bodyText,
        links: message.bodyText.match(urlPattern) ?? [],
        code: message.channel === 'sms' ? (/\b(\d{6})\b/.exec(message.bodyText)?.[1] ?? null) : null,
        created_at: message.createdAt.toISOString(),
        ...(message.provider ? { provider: message.provider, status: message.status } : {}),
      })),
    });
  });
}
