import type { FastifyReply } from 'fastify';

/** Text made safe to put in the sandbox's HTML pages (element content and quoted attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Sends one of the sandbox's HTML pages, never cached (each shows the state of the moment). */
export function sendHtml(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
