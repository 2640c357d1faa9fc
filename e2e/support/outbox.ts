import { expect } from 'vitest';

/** A message the sandbox outbox recorded (`GET /sandbox/outbox.json`): an SMS code or a mail. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  text: string;
  links: string[];
  code: string | null;
}

/** The newest message the sandbox "sent" to `to` (E.164 phone or email) whose text matches, waiting for it. */
export async function latestMessageTo(
  baseUrl: string,
  to: string,
  matching = /[\s\S]/,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/sandbox/outbox.json?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages.find((message) => matching.test(message.text));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
