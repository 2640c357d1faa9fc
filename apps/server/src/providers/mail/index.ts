import nodemailer from 'nodemailer';

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

/**
 * Without SMTP_URL, app.ts wires in the outbox (sandbox/outbox/senders.ts) instead: providers/ knows only
 * real services and never imports the sandbox.
 */
