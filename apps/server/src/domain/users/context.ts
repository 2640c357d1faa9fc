import type { Database } from '../../db/client';
import type { Mailer } from '../../providers/mail';
import type { SmsSender } from '../../providers/sms';
import type { RateLimiter } from './rate-limits';

/** What the accounts domain needs from the outside world, passed in so tests use real parts with a fake clock. */
export interface AccountsContext {
  db: Database;
  clock: () => Date;
  /** Signs access tokens and keys the hashes of phone codes and CSRF values. */
  secret: string;
  /** The secret before the last rotation (JWT_SECRET_PREVIOUS): phone codes sent under it still check. */
  previousSecrets?: readonly string[];
  publicUrl: string;
  appName: string;
  mailer: Mailer;
  sms: SmsSender;
  limiter: RateLimiter;
  /** Runs work after the response (mail), so its duration cannot reveal whether an account exists. */
  runInBackground(label: string, work: () => Promise<void>): void;
}
