import { randomInt } from 'node:crypto';
import type {
  EmulatedCustomerAccount,
  EmulatedDynamicAccount,
  EmulatedDynamicAttempt,
  EmulatedInboundCredit,
} from './virtual-account-store';
import {
  dynamicAttemptWebhook,
  sendInBackground,
  staticCreditWebhook,
  type VirtualAccountWebhookSettings,
} from './virtual-account-webhooks';

/**
 * A bank transfer arriving at an emulated account number, from the transfer page or
 * `POST /virtual-account/simulate/payment`: a credit to a static account (held when the account has no BVN
 * and it is above ₦20,000), or an attempt on a one-time account (SUCCESS, MISMATCH or EXPIRED).
 */

/** Squad holds credits above ₦20,000 to an account with no BVN (§2.1). */
export const FROZEN_ABOVE_KOBO = 2_000_000;
/** The later samples' fee: 0.1% (₦0.05 on ₦50, ₦45 on ₦45,000), rounded half up to the kobo. */
const FEE_PER_THOUSAND = 1;

export type TransferOutcome =
  | { kind: 'no-account' }
  | { kind: 'credited'; credit: EmulatedInboundCredit; account: EmulatedCustomerAccount; accountName: string }
  | { kind: 'attempt'; attempt: EmulatedDynamicAttempt; dynamicAccount: EmulatedDynamicAccount };

export interface IncomingTransfer {
  accountNumber: string;
  amountKobo: number;
  senderName: string;
}

export async function receiveTransfer(
  transfer: IncomingTransfer,
  settings: VirtualAccountWebhookSettings,
): Promise<TransferOutcome> {
  const account = await settings.store.findCustomerAccountByNumber(transfer.accountNumber);
  if (account !== undefined) return creditStaticAccount(account, transfer, settings);
  const dynamicAccount = await settings.store.findDynamicAccountByNumber(transfer.accountNumber);
  if (dynamicAccount !== undefined) return attemptOnDynamicAccount(dynamicAccount, transfer, settings);
  return { kind: 'no-account' };
}

export function staticAccountName(account: EmulatedCustomerAccount, prefix: string): string {
  return `${prefix}/${account.firstName.trim().toUpperCase()} ${account.lastName.trim().toUpperCase()}`;
}

export function feeFor(principalKobo: number): number {
  return Math.floor((principalKobo * FEE_PER_THOUSAND + 500) / 1000);
}

async function creditStaticAccount(
  account: EmulatedCustomerAccount,
  transfer: IncomingTransfer,
  settings: VirtualAccountWebhookSettings,
): Promise<TransferOutcome> {
  const now = settings.clock();
  const accountName = staticAccountName(account, settings.accountNamePrefix);
  const feeKobo = feeFor(transfer.amountKobo);
  const held = account.bvn === null && transfer.amountKobo > FROZEN_ABOVE_KOBO;
  for (;;) {
    const reference = squadReference(now);
    const credit: EmulatedInboundCredit = {
      transactionReference: reference,
      accountNumber: account.accountNumber,
      customerIdentifier: account.customerIdentifier,
      principalKobo: transfer.amountKobo,
      feeKobo,
      settledKobo: transfer.amountKobo - feeKobo,
      senderName: transfer.senderName,
      sessionId: nipSessionId(now),
      remarks: `Transfer FROM ${transfer.senderName} | [${account.customerIdentifier}] TO ${accountName}`,
      freezeReference: held ? `FRZ${reference}` : null,
      transactionDate: now.toISOString(),
    };
    if (!(await settings.store.insertInboundCredit(credit))) continue;
    // A held credit is announced too (meta says it is frozen); its release is announced again.
    sendInBackground(staticCreditWebhook(credit, account, settings), settings);
    return { kind: 'credited', credit, account, accountName };
  }
}

/** After attaching a BVN: every held credit is released once and announced again, unfrozen. */
export async function releaseHeldCredits(
  account: EmulatedCustomerAccount,
  settings: VirtualAccountWebhookSettings,
): Promise<EmulatedInboundCredit[]> {
  const released = await settings.store.releaseFrozenCredits(account.customerIdentifier);
  for (const credit of released) sendInBackground(staticCreditWebhook(credit, account, settings), settings);
  return released;
}

async function attemptOnDynamicAccount(
  dynamicAccount: EmulatedDynamicAccount,
  transfer: IncomingTransfer,
  settings: VirtualAccountWebhookSettings,
): Promise<TransferOutcome> {
  const now = settings.clock();
  const inTime = now.getTime() <= Date.parse(dynamicAccount.expiresAt);
  let status: EmulatedDynamicAttempt['status'] = !inTime
    ? 'EXPIRED'
    : transfer.amountKobo === dynamicAccount.amountKobo
      ? 'SUCCESS'
      : 'MISMATCH';
  for (;;) {
    const attempt: EmulatedDynamicAttempt = {
      transactionReference: squadReference(now),
      merchantReference: dynamicAccount.transactionReference,
      accountNumber: dynamicAccount.accountNumber,
      status,
      amountReceivedKobo: transfer.amountKobo,
      expectedAmountKobo: dynamicAccount.amountKobo,
      refunded: status !== 'SUCCESS',
      senderName: transfer.senderName,
      email: dynamicAccount.email,
      createdAt: now.toISOString(),
    };
    if (await settings.store.insertDynamicAttempt(attempt)) {
      sendInBackground(dynamicAttemptWebhook(attempt, settings), settings);
      return { kind: 'attempt', attempt, dynamicAccount };
    }
    // Refused as a second SUCCESS (or a reference clash): a transfer after the success is EXPIRED.
    if (status === 'SUCCESS') status = 'EXPIRED';
  }
}

/** Like Squad's "REF20230901162737156459_1": a timestamp, random digits, `_1`. */
function squadReference(now: Date): string {
  return `REF${compactTimestamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}_1`;
}

/** 30 digits: the sending bank's NIP code, yyMMddHHmmss, 12 random digits. */
function nipSessionId(now: Date): string {
  const random =
    `${randomInt(0, 1_000_000)}`.padStart(6, '0') + `${randomInt(0, 1_000_000)}`.padStart(6, '0');
  return `000013${compactTimestamp(now).slice(2)}${random}`;
}

function compactTimestamp(now: Date): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}
