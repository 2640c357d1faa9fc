import type { Executor } from '../../db/client';
import type { Mailer } from '../../providers/mail';
import { writeOutboxMessage } from './store';

/** Without SMTP_URL, mail lands in the outbox page (/sandbox/outbox) instead of anyone's inbox. */
export function outboxMailer(db: Executor): Mailer {
  return {
    async send(message) {
      await writeOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        bodyText: message.text,
      });
    },
  };
}
