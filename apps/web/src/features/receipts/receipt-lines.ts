import { formatNairaValue } from '@chancepay/shared/money';
import { maskAccountNumber, receiptDateTime, signedNaira, type Receipt } from '@chancepay/shared/receipts';

/** The lines every form of a receipt shows (the page, the image, the print), in one order. */
export function receiptLines(receipt: Receipt): { label: string; value: string }[] {
  return [
    { label: 'Amount', value: formatNairaValue(receipt.amount) },
    { label: 'Status', value: receipt.status },
    { label: 'Date and time', value: receiptDateTime(receipt.date) },
    receipt.other_party,
    ...(receipt.bank
      ? [
          { label: 'Bank', value: receipt.bank.bank_name },
          { label: 'Account number', value: maskAccountNumber(receipt.bank.account_number) },
          { label: 'Account name', value: receipt.bank.account_name },
        ]
      : []),
    { label: 'Reference', value: receipt.reference },
    ...(receipt.provider_reference ? [receipt.provider_reference] : []),
    ...receipt.details,
  ];
}

export function receiptHeadline(receipt: Receipt): string {
  return signedNaira(receipt.amount, receipt.direction);
}

export function receiptFileName(receipt: Receipt, extension: string): string {
  return `chancepay-receipt-${receipt.reference.slice(0, 8)}.${extension}`;
}
