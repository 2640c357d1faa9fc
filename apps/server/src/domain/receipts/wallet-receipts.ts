import {
  findBankByCbnCode,
  formatNaira,
  maskAccountNumber,
  maskPhone,
  nairaFromKobo,
  type ReceiptKind,
} from '@chancepay/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalEntries, ledgerAccounts, postings, transfers } from '../../db/schema';
import { storedStatusMessage } from '../raffle/status-messages';
import { referenceOfEntry, STATUS_LABEL, type LedgerKindLabel } from '../reports';
import { lagosDateTime, messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { drawLines, findOrder, paidWithLabel, prizeTaxLines, productOf } from './order-receipts';
import type { ReceiptLineText, ReceiptText } from './receipt-text';
import { receiptMessages } from './receipts.messages';

const say = messagesFrom(receiptMessages);

/**
 * Receipts of what moved the owner's wallet: bank transfers and settlements (the transfers table) and the
 * other movements (the ledger entries the reports list). Ownership is the wallet itself: a transfer paid out of
 * it, an entry with a posting on it. Anything else is "not found", never "forbidden".
 */

type TransferRow = typeof transfers.$inferSelect;

export async function transferReceipt(
  executor: Executor,
  transferId: string,
  walletAccount: string,
  payoutReferenceOf: (transferId: string) => string,
): Promise<ReceiptText | null> {
  const [transfer] = await executor
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, transferId), eq(transfers.walletAccount, walletAccount)));
  return transfer ? receiptOfTransfer(transfer, payoutReferenceOf) : null;
}

function receiptOfTransfer(transfer: TransferRow, payoutReferenceOf: (id: string) => string): ReceiptText {
  const settlement = transfer.purpose === 'vendor_settlement';
  const bankName = findBankByCbnCode(transfer.bankCode)?.name ?? transfer.bankCode;
  const details: ReceiptLineText[] = [
    { label: say('fee'), value: formatNaira(transfer.feeKobo) },
    { label: say('totalFromWallet'), value: formatNaira(transfer.amountKobo + transfer.feeKobo) },
    ...(transfer.description.trim() ? [{ label: say('description'), value: transfer.description }] : []),
    ...(transfer.status === 'failed' ? [{ label: moneyBack, value: say('bankRefused') }] : []),
    ...(transfer.status === 'reversed' ? [{ label: moneyBack, value: say('bankReversed') }] : []),
  ];
  return {
    kind: 'transfer',
    id: transfer.id,
    title: settlement ? say('settlementToBank') : say('bankTransfer'),
    amount: nairaFromKobo(transfer.amountKobo),
    direction: 'out',
    status: STATUS_LABEL[transfer.status],
    date: transfer.createdAt.toISOString(),
    reference: transfer.id,
    // Squad's payout reference is our transfer id behind the merchant's prefix (providers/squad).
    provider_reference: { label: say('squadPayoutRef'), value: payoutReferenceOf(transfer.id) },
    other_party: { label: say('sentTo'), value: transfer.accountName },
    bank: {
      bank_name: bankName,
      account_number: maskAccountNumber(transfer.accountNumber),
      account_name: transfer.accountName,
    },
    details,
    fairness_reference: null,
  };
}

interface WalletEntry {
  entryId: number;
  kind: string;
  causeType: string | null;
  causeId: string | null;
  amountKobo: number;
  createdAt: Date;
}

/** The entry, as seen from this wallet: null when the entry never touched it. */
async function walletEntry(
  executor: Executor,
  entryId: number,
  walletAccount: string,
): Promise<WalletEntry | null> {
  const [found] = await executor
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      causeType: journalEntries.causeType,
      causeId: journalEntries.causeId,
      amountKobo: postings.amountKobo,
      createdAt: journalEntries.createdAt,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(postings.entryId, entryId), eq(ledgerAccounts.key, walletAccount)));
  return found ?? null;
}

const moneyBack = say('moneyBackLabel');

const TITLES: Partial<Record<ReceiptKind, LocalizedMessage>> = {
  win: say('prizeWon'),
  refund: say('moneyBack'),
  credit: say('moneyIn'),
  'payment-received': say('paymentReceived'),
  adjustment: say('correction'),
};

/**
 * A wallet movement's receipt. `kinds` is the report's own table (which entry kinds this owner's report shows
 * and which receipt each has), so a receipt exists exactly for the rows the report lists.
 */
export async function entryReceipt(
  executor: Executor,
  input: {
    kind: ReceiptKind;
    entryId: number;
    walletAccount: string;
    kinds: Record<string, LedgerKindLabel>;
    payoutReferenceOf: (transferId: string) => string;
  },
): Promise<ReceiptText | null> {
  const entry = await walletEntry(executor, input.entryId, input.walletAccount);
  const label = entry ? input.kinds[entry.kind] : undefined;
  if (!entry || !label || label.receipt !== input.kind) return null;
  const receipt: ReceiptText = {
    kind: input.kind,
    id: String(entry.entryId),
    title: TITLES[input.kind] ?? label.type,
    amount: nairaFromKobo(Math.abs(entry.amountKobo)),
    direction: entry.amountKobo > 0 ? 'in' : 'out',
    status: 'Successful',
    date: entry.createdAt.toISOString(),
    reference: referenceOfEntry(entry),
    provider_reference: null,
    other_party: { label: entry.amountKobo > 0 ? say('from') : say('to'), value: 'ChancePay' },
    bank: null,
    details: [{ label: say('ledgerEntry'), value: String(entry.entryId) }],
    fairness_reference: null,
  };
  if (entry.causeType === 'order' && entry.causeId)
    return withOrder(executor, receipt, entry, input.kind === 'payment-received');
  if (entry.causeType === 'transfer' && entry.causeId) {
    const transfer = await transferReceipt(
      executor,
      entry.causeId,
      input.walletAccount,
      input.payoutReferenceOf,
    );
    if (transfer)
      return {
        ...receipt,
        title: say('transferReversed'),
        provider_reference: transfer.provider_reference,
        other_party: { label: say('returnedFrom'), value: transfer.other_party.value },
        bank: transfer.bank,
        details: [
          { label: say('transferSentOn'), value: say('atTime', { date: lagosDateTime(transfer.date) }) },
          ...transfer.details.filter((line) => line.label !== moneyBack),
          ...receipt.details,
        ],
      };
  }
  if (entry.kind === 'wallet_top_up')
    return {
      ...receipt,
      title: say('topUp'),
      provider_reference: entry.causeId
        ? { label: say('bankTransferReference'), value: entry.causeId }
        : null,
      other_party: { label: say('from'), value: say('transferToAccountNumber') },
    };
  if (entry.kind === 'phone_wallet_claim')
    return { ...receipt, other_party: { label: say('from'), value: say('keptForPhone') } };
  return receipt;
}

/** A prize, a refund or a shop's takings that came from an order: the order's facts beside the money's. */
async function withOrder(
  executor: Executor,
  receipt: ReceiptText,
  entry: WalletEntry,
  forVendor: boolean,
): Promise<ReceiptText> {
  const found = await findOrder(executor, entry.causeId!);
  if (!found) return receipt;
  const { order, vendorName } = found;
  const card = order.paymentMethodUsed === 'card';
  if (forVendor) {
    const prize = entry.kind === 'prize';
    return {
      ...receipt,
      title: prize ? say('pay4MePrizeToShop') : say('scan2Pay4MeReceived'),
      provider_reference: card && !prize ? { label: say('squadTransactionRef'), value: order.id } : null,
      other_party: {
        label: prize ? say('wonBy') : say('paidBy'),
        value: maskPhone(order.customerPhone),
      },
      details: [
        { label: say('product'), value: productOf(order) },
        ...(prize ? [] : [{ label: say('paidWith'), value: paidWithLabel(order.paymentMethodUsed) }]),
        ...(prize ? prizeTaxLines(order) : []),
        ...receipt.details,
      ],
    };
  }
  return {
    ...receipt,
    provider_reference: card ? { label: say('squadTransactionRef'), value: order.id } : null,
    other_party: {
      label: say('from'),
      value:
        entry.kind === 'prize'
          ? say('chancePayPrize', { product: productOf(order) })
          : say('chancePayOrder', { amount: formatNaira(order.orderAmountKobo) }),
    },
    details: [
      ...(entry.kind === 'prize' ? drawLines(order) : []),
      ...(entry.kind === 'ticket_payment_refund'
        ? [
            {
              label: say('why'),
              value: order.statusMessage
                ? storedStatusMessage(order.statusMessage)
                : say('paymentDidNotMatch'),
            },
          ]
        : []),
      ...(vendorName && entry.kind === 'prize' ? [{ label: say('shop'), value: vendorName }] : []),
      ...(entry.kind === 'prize' ? prizeTaxLines(order) : []),
      ...receipt.details,
    ],
    fairness_reference: entry.kind === 'prize' ? order.id : null,
  };
}
