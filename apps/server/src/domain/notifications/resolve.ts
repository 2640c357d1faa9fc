import { RAFFLE_TYPE, storedWinningsTax } from '@chancepay/shared';
import { isLanguage, type Language } from '@chancepay/shared/i18n/languages';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  inboundCredits,
  notificationPreferences,
  type notifications,
  orders,
  playLimits,
  raffleTypes,
  transfers,
  users,
  vendors,
  walletHolds,
} from '../../db/schema';
import { playSettingsOf } from '../responsible-play/rules';
import { realEmail, type NotificationKind } from './record';
import {
  limitIncreaseText,
  orderPaidText,
  scanToPayText,
  selfExclusionText,
  walletHoldText,
  settlementPaidText,
  theShop,
  topUpText,
  transferFailedText,
  transferReversedText,
  transferSucceededText,
  winText,
  type Rendered,
  type TransferFacts,
} from './templates';

/**
 * Who a recorded notification goes to and what it says (send.ts sends it): worked out when it is sent, from
 * the event's rows as they are then, in the recipient's language. One resolver per kind of event.
 */

export type NotificationRow = typeof notifications.$inferSelect;

interface Person {
  phone: string | null;
  email: string | null;
  /** The customer's Profile choice; null when never made (then mail goes when there is an address). */
  moneyByEmail: boolean | null;
  /** The account's language (DOMAIN.md "Channels and languages"); English when never chosen. */
  language: Language;
}

type Resolution = { kind: 'send'; person: Person; message: Rendered } | { kind: 'skip'; reason: string };

/**
 * The language a text without an account goes out in: the one the event recorded (the request's, when the
 * code that recorded it had one), else English.
 */
function recordedLanguage(row: NotificationRow): Language {
  return isLanguage(row.details.language) ? row.details.language : 'en';
}

function personFrom(row: {
  phone: string | null;
  email: string | null;
  moneyByEmail: boolean | null;
  language: Language | null;
}): Person {
  return { ...row, email: realEmail(row.email), language: row.language ?? 'en' };
}

async function personOfUser(db: Executor, userId: string | null): Promise<Person | null> {
  if (!userId) return null;
  const [row] = await db
    .select({
      phone: users.phone,
      email: users.email,
      moneyByEmail: notificationPreferences.moneyByEmail,
      language: users.language,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row ? personFrom(row) : null;
}

async function personOfVendor(db: Executor, vendorId: string): Promise<Person | null> {
  const [row] = await db
    .select({
      phone: vendors.phoneNumber,
      email: vendors.email,
      moneyByEmail: notificationPreferences.moneyByEmail,
      language: users.language,
    })
    .from(vendors)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, vendors.userId))
    .leftJoin(users, eq(users.id, vendors.userId))
    .where(eq(vendors.id, vendorId));
  return row ? personFrom(row) : null;
}

async function resolveOrder(db: Executor, row: NotificationRow): Promise<Resolution> {
  // One statement: the order, its product and shop, the buyer's account and mail wish, and (bought signed
  // out) the language of the account that holds the phone. The sending job reads one per text.
  const [found] = await db
    .select({
      order: orders,
      product: raffleTypes.name,
      vendorName: vendors.businessName,
      account: {
        id: users.id,
        phone: users.phone,
        email: users.email,
        moneyByEmail: notificationPreferences.moneyByEmail,
        language: users.language,
      },
      phoneLanguage: sql<Language | null>`case when ${orders.customerUserId} is null then (
        select holder.language from users holder
        where holder.phone = ${orders.customerPhone} and holder.phone_verified_at is not null
      ) end`,
    })
    .from(orders)
    .innerJoin(raffleTypes, eq(raffleTypes.id, orders.raffleTypeId))
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(users, eq(users.id, orders.customerUserId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, orders.customerUserId))
    .where(eq(orders.id, row.subjectId));
  if (!found) return { kind: 'skip', reason: 'order not found' };
  const { order } = found;
  if (row.kind === 'order_vendor_paid') {
    if (!order.vendorId || order.amountDueKobo === null)
      return { kind: 'skip', reason: 'not a Scan2Pay4Me order' };
    const vendor = await personOfVendor(db, order.vendorId);
    if (!vendor) return { kind: 'skip', reason: 'vendor not found' };
    return {
      kind: 'send',
      person: vendor,
      message: scanToPayText(
        {
          amountKobo: order.amountDueKobo,
          orderSeq: order.orderSeq,
          customerPhone: order.customerPhone,
        },
        vendor.language,
      ),
    };
  }
  // Drizzle keeps a nested object whose columns come from two left-joined tables even when both missed.
  const account = found.account?.id ? personFrom(found.account) : null;
  // Bought without signing in: the account that holds the phone, if any, chose the language.
  const language = account?.language ?? found.phoneLanguage ?? recordedLanguage(row);
  const buyer: Person = {
    phone: order.customerPhone,
    email: realEmail(order.customerEmail) ?? account?.email ?? null,
    moneyByEmail: account?.moneyByEmail ?? null,
    language,
  };
  if (row.kind === 'order_paid')
    return {
      kind: 'send',
      person: buyer,
      message: orderPaidText(
        {
          amountKobo: order.orderAmountKobo,
          product: found.product,
          tickets: order.ticketQuantity,
          paidToVendor: order.amountDueKobo !== null ? (found.vendorName ?? theShop(language)) : null,
          reference: order.id,
        },
        language,
      ),
    };
  const paidToVendor =
    order.raffleTypeId === RAFFLE_TYPE.pay4Me && order.amountDueKobo === null && order.vendorId
      ? (found.vendorName ?? theShop(language))
      : null;
  return {
    kind: 'send',
    person: buyer,
    message: winText(
      {
        orderSeq: order.orderSeq,
        product: found.product,
        prizeKobo: order.prizeKobo,
        paidToVendor,
        tax: storedWinningsTax(order),
      },
      language,
    ),
  };
}

async function resolveTransfer(db: Executor, row: NotificationRow): Promise<Resolution> {
  const [transfer] = await db.select().from(transfers).where(eq(transfers.id, row.subjectId));
  if (!transfer) return { kind: 'skip', reason: 'transfer not found' };
  const person = transfer.vendorId
    ? await personOfVendor(db, transfer.vendorId)
    : await personOfUser(db, transfer.requestedByUserId);
  if (!person) return { kind: 'skip', reason: 'no one to tell' };
  const render: Record<string, (facts: TransferFacts, language: Language) => Rendered> = {
    transfer_succeeded: transferSucceededText,
    transfer_failed: transferFailedText,
    transfer_reversed: transferReversedText,
    settlement_paid: settlementPaidText,
  };
  return { kind: 'send', person, message: render[row.kind]!(transfer, person.language) };
}

async function resolvePlay(db: Executor, row: NotificationRow): Promise<Resolution> {
  const person = await personOfUser(db, row.subjectId);
  if (!person) return { kind: 'skip', reason: 'user not found' };
  if (row.kind === 'self_exclusion_started') {
    const excludedUntil = new Date(String(row.details.excludedUntil));
    return {
      kind: 'send',
      person,
      message: selfExclusionText({ excludedUntil, extended: row.details.extended === true }, person.language),
    };
  }
  // The increase may have been replaced or called off in its 24 hours: announce only the one that happened.
  const period = row.details.period === 'monthly' ? 'monthly' : 'daily';
  const limitKobo = typeof row.details.limitKobo === 'number' ? row.details.limitKobo : null;
  const effectiveAt = String(row.details.effectiveAt);
  const [limits] = await db.select().from(playLimits).where(eq(playLimits.userId, row.subjectId));
  const setting = playSettingsOf(limits)[period];
  const stillPending =
    setting.pending !== null &&
    setting.pending.effectiveAt.toISOString() === effectiveAt &&
    setting.pending.limitKobo === limitKobo;
  if (!stillPending) return { kind: 'skip', reason: 'the increase was replaced or cancelled' };
  return { kind: 'send', person, message: limitIncreaseText({ period, limitKobo }, person.language) };
}

async function resolveTopUp(db: Executor, row: NotificationRow): Promise<Resolution> {
  const [credit] = await db
    .select()
    .from(inboundCredits)
    .where(eq(inboundCredits.transactionReference, row.subjectId));
  if (!credit) return { kind: 'skip', reason: 'credit not found' };
  const person = await personOfUser(db, credit.userId);
  if (!person) return { kind: 'skip', reason: 'no one to tell' };
  return {
    kind: 'send',
    person,
    message: topUpText(
      {
        settledKobo: credit.settledKobo,
        heldKobo: credit.heldKobo,
        senderName: credit.senderName,
        reference: credit.transactionReference,
      },
      person.language,
    ),
  };
}

async function resolveHold(db: Executor, row: NotificationRow): Promise<Resolution> {
  const [hold] = await db.select().from(walletHolds).where(eq(walletHolds.id, row.subjectId));
  if (!hold) return { kind: 'skip', reason: 'hold not found' };
  const [, owner, id] = hold.accountKey.split(':');
  const person = owner === 'vendor' ? await personOfVendor(db, id!) : await personOfUser(db, id!);
  if (!person) return { kind: 'skip', reason: 'no one to tell' };
  return {
    kind: 'send',
    person,
    message: walletHoldText(
      {
        caseNumber: hold.caseNumber,
        supportEmail: String(row.details.supportEmail),
        supportPhone: String(row.details.supportPhone),
      },
      person.language,
    ),
  };
}

const resolvers: Record<NotificationKind, (db: Executor, row: NotificationRow) => Promise<Resolution>> = {
  order_paid: resolveOrder,
  order_won: resolveOrder,
  order_vendor_paid: resolveOrder,
  transfer_succeeded: resolveTransfer,
  transfer_failed: resolveTransfer,
  transfer_reversed: resolveTransfer,
  settlement_paid: resolveTransfer,
  self_exclusion_started: resolvePlay,
  limit_increase: resolvePlay,
  wallet_topped_up: resolveTopUp,
  wallet_on_hold: resolveHold,
};

/** Who is told and what, worked out from the event's rows now; an unknown kind is skipped. */
export function resolveNotification(db: Executor, row: NotificationRow): Promise<Resolution> {
  const resolve = resolvers[row.kind as NotificationKind];
  return resolve ? resolve(db, row) : Promise.resolve({ kind: 'skip', reason: `unknown kind ${row.kind}` });
}
