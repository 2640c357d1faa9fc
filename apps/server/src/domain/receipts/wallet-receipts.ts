import {
  findBankByCbnCode,
  formatLagosDateTime,
  formatNaira,
  maskAccountNumber,
  maskPhone,
  nairaFromKobo,
  type Receipt,
  type ReceiptKind,
  type ReceiptLine,
} from '@chancepay/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalEntries, ledgerAccounts, postings, transfers } from '../../db/schema';
import { referenceOfEntry, STATUS_LABEL, type LedgerKindLabel } from '../reports';
import { drawLines, findOrder, paidWithLabel, prizeTaxLines, productOf } from './order-receipts';

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
): Promise<Receipt | null> {
  const [transfer] = await executor
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, transferId), eq(transfers.walletAccount, walletAccount)));
  return transfer ? receiptOfTransfer(transfer, payoutReferenceOf) : null;
}

function receiptOfTransfer(transfer: TransferRow, payoutReferenceOf: (id: string) => string): Receipt {
  const settlement = transfer.purpose === 'vendor_settlement';
  const bankName = findBankByCbnCode(transfer.bankCode)?.name ?? transfer.bankCode;
  const details: ReceiptLine[] = [
    { label: 'Fee', value: formatNaira(transfer.feeKobo) },
    { label: 'Total from the wallet', value: formatNaira(transfer.amountKobo + transfer.feeKobo) },
    ...(transfer.description.trim() ? [{ label: 'Description', value: transfer.description }] : []),
    ...(transfer.status === 'failed'
      ? [{ label: 'Money back', value: 'The bank did not accept it; the total is back in the wallet.' }]
      : []),
    ...(transfer.status === 'reversed'
      ? [{ label: 'Money back', value: 'The bank reversed it; the total is back in the wallet.' }]
      : []),
  ];
  return {
    kind: 'transfer',
    id: transfer.id,
    title: settlement ? 'Settlement to your bank' : 'Bank transfer',
    amount: nairaFromKobo(transfer.amountKobo),
    direction: 'out',
    status: STATUS_LABEL[transfer.status],
    date: transfer.createdAt.toISOString(),
    reference: transfer.id,
    // Squad's payout reference is our transfer id behind the merchant's prefix (providers/squad).
    provider_reference: { label: 'Squad payout ref', value: payoutReferenceOf(transfer.id) },
    other_party: { label: 'Sent to', value: transfer.accountName },
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

const TITLES: Partial<Record<ReceiptKind, string>> = {
  win: 'Prize won',
  refund: 'Money back to your wallet',
  credit: 'Money into your wallet',
  'payment-received': 'Payment received',
  adjustment: 'Correction by ChancePay',
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
): Promise<Receipt | null> {
  const entry = await walletEntry(executor, input.entryId, input.walletAccount);
  const label = entry ? input.kinds[entry.kind] : undefined;
  if (!entry || !label || label.receipt !== input.kind) return null;
  const receipt: Receipt = {
    kind: input.kind,
    id: String(entry.entryId),
    title: TITLES[input.kind] ?? label.type,
    amount: nairaFromKobo(Math.abs(entry.amountKobo)),
    direction: entry.amountKobo > 0 ? 'in' : 'out',
    status: 'Successful',
    date: entry.createdAt.toISOString(),
    reference: referenceOfEntry(entry),
    provider_reference: null,
    other_party: { label: entry.amountKobo > 0 ? 'From' : 'To', value: 'ChancePay' },
    bank: null,
    details: [{ label: 'Ledger entry', value: String(entry.entryId) }],
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
        title: 'Bank transfer reversed',
        provider_reference: transfer.provider_reference,
        other_party: { label: 'Returned from', value: transfer.other_party.value },
        bank: transfer.bank,
        details: [
          { label: 'Transfer sent on', value: formatLagosDateTime(transfer.date) },
          ...transfer.details.filter((line) => line.label !== 'Money back'),
          ...receipt.details,
        ],
      };
  }
  if (entry.kind === 'wallet_top_up')
    return {
      ...receipt,
      title: 'Top-up by bank transfer',
      provider_reference: entry.causeId ? { label: 'Bank transfer reference', value: entry.causeId } : null,
      other_party: { label: 'From', value: 'A bank transfer to your account number' },
    };
  if (entry.kind === 'phone_wallet_claim')
    return { ...receipt, other_party: { label: 'From', value: 'Money kept for your phone number' } };
  return receipt;
}

/** A prize, a refund or a shop's takings that came from an order: the order's facts beside the money's. */
async function withOrder(
  executor: Executor,
  receipt: Receipt,
  entry: WalletEntry,
  forVendor: boolean,
): Promise<Receipt> {
  const found = await findOrder(executor, entry.causeId!);
  if (!found) return receipt;
  const { order, vendorName } = found;
  const card = order.paymentMethodUsed === 'card';
  if (forVendor) {
    const prize = entry.kind === 'prize';
    return {
      ...receipt,
      title: prize ? 'Pay4Me prize paid to your shop' : 'Scan2Pay4Me payment received',
      provider_reference: card && !prize ? { label: 'Squad transaction ref', value: order.id } : null,
      other_party: {
        label: prize ? 'Won by' : 'Paid by',
        value: maskPhone(order.customerPhone),
      },
      details: [
        { label: 'Product', value: productOf(order) },
        ...(prize ? [] : [{ label: 'Paid with', value: paidWithLabel(order.paymentMethodUsed) }]),
        ...(prize ? prizeTaxLines(order) : []),
        ...receipt.details,
      ],
    };
  }
  return {
    ...receipt,
    provider_reference: card ? { label: 'Squad transaction ref', value: order.id } : null,
    other_party: {
      label: 'From',
      value:
        entry.kind === 'prize'
          ? `ChancePay (${productOf(order)} prize)`
          : `ChancePay (order of ${formatNaira(order.orderAmountKobo)})`,
    },
    details: [
      ...(entry.kind === 'prize' ? drawLines(order) : []),
      ...(entry.kind === 'ticket_payment_refund'
        ? [{ label: 'Why', value: order.statusMessage ?? 'The payment did not match the order.' }]
        : []),
      ...(vendorName && entry.kind === 'prize' ? [{ label: 'Shop', value: vendorName }] : []),
      ...(entry.kind === 'prize' ? prizeTaxLines(order) : []),
      ...receipt.details,
    ],
    fairness_reference: entry.kind === 'prize' ? order.id : null,
  };
}
