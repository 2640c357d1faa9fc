import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { writeOutboxMessage } from '../../sandbox/outbox/store';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real mail through SMTP (SMTP_URL, required in production), via nodemailer. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

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

export function createMailer(config: Config, db: Executor): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db);
}
