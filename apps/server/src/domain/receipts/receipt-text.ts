import type { Receipt } from '@chancepay/shared';
import type { MessageText } from '../../i18n/localized';

/** One line of a receipt whose words may come from receipts.messages.ts. */
export interface ReceiptLineText {
  label: MessageText;
  value: MessageText;
}

/** A receipt as the domain builds it: its title and lines as messages, said in a language by `receiptIn`. */
export interface ReceiptText extends Omit<
  Receipt,
  'title' | 'provider_reference' | 'other_party' | 'details'
> {
  title: MessageText;
  provider_reference: ReceiptLineText | null;
  other_party: ReceiptLineText;
  details: ReceiptLineText[];
}

/** The receipt in the API's shape, every word said by `speak` (the reader's language). */
export function receiptIn(receipt: ReceiptText, speak: (text: MessageText) => string): Receipt {
  const line = ({ label, value }: ReceiptLineText) => ({ label: speak(label), value: speak(value) });
  return {
    ...receipt,
    title: speak(receipt.title),
    provider_reference: receipt.provider_reference && line(receipt.provider_reference),
    other_party: line(receipt.other_party),
    details: receipt.details.map(line),
  };
}
