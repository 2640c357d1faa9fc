import { emptyCatalog, translatorFor, type Translator } from '@chancepay/shared/i18n/messages';
import { formatNairaValue } from '@chancepay/shared/money';
import {
  maskAccountNumber,
  RECEIPT_DATE_TIME_OPTIONS,
  receiptDateTime,
  signedNaira,
  type Receipt,
} from '@chancepay/shared/receipts';
import { useMemo } from 'react';
import { useFormatDate, useMessages } from '../../lib/i18n';
import { receiptsMessages } from './receipts.messages';

/** How a receipt is worded: our labels in the reader's language, and its time on the Lagos clock. */
export interface ReceiptWording {
  t: Translator<typeof receiptsMessages.en>;
  dateTime: (iso: string) => string;
}

export const englishWording: ReceiptWording = {
  t: translatorFor(receiptsMessages, emptyCatalog),
  dateTime: receiptDateTime,
};

export function useReceiptWording(): ReceiptWording {
  const t = useMessages(receiptsMessages);
  const formatDate = useFormatDate();
  return useMemo(
    () => ({
      t,
      // receiptDateTime's format, in the reader's language.
      dateTime: (iso: string) =>
        Number.isNaN(new Date(iso).getTime()) ? iso : formatDate(iso, RECEIPT_DATE_TIME_OPTIONS),
    }),
    [t, formatDate],
  );
}

const STATUS_KEYS = { Successful: 'successful', Pending: 'pending', Failed: 'failedStatus' } as const;

/** The report's statuses in the reader's language; any other as the server wrote it. */
export function receiptStatus(status: string, { t }: ReceiptWording): string {
  return status in STATUS_KEYS ? t(STATUS_KEYS[status as keyof typeof STATUS_KEYS]) : status;
}

/** The lines every form of a receipt shows (the page, the image, the print), in one order. */
export function receiptLines(
  receipt: Receipt,
  wording: ReceiptWording = englishWording,
): { label: string; value: string }[] {
  const { t } = wording;
  return [
    { label: t('amount'), value: formatNairaValue(receipt.amount) },
    { label: t('status'), value: receiptStatus(receipt.status, wording) },
    { label: t('dateAndTime'), value: wording.dateTime(receipt.date) },
    receipt.other_party,
    ...(receipt.bank
      ? [
          { label: t('bank'), value: receipt.bank.bank_name },
          { label: t('accountNumber'), value: maskAccountNumber(receipt.bank.account_number) },
          { label: t('accountName'), value: receipt.bank.account_name },
        ]
      : []),
    { label: t('reference'), value: receipt.reference },
    ...(receipt.provider_reference ? [receipt.provider_reference] : []),
    ...receipt.details,
  ];
}

/**
 * The short plain text that travels on WhatsApp, as receiptShareText (packages/shared) writes it in English:
 * amount in plain "NGN", to or from whom, date, status and reference, one fact a line.
 */
export function receiptShareTextIn(receipt: Receipt, wording: ReceiptWording): string {
  const { t } = wording;
  const amount = formatNairaValue(receipt.amount).replace('₦', 'NGN ');
  return [
    t('shareHeading', { title: receipt.title }),
    `${amount} (${receiptStatus(receipt.status, wording)})`,
    `${receipt.other_party.label}: ${receipt.other_party.value}`,
    wording.dateTime(receipt.date),
    t('shareReference', { reference: receipt.reference }),
  ].join('\n');
}

export function receiptHeadline(receipt: Receipt): string {
  return signedNaira(receipt.amount, receipt.direction);
}

export function receiptFileName(receipt: Receipt, extension: string): string {
  return `chancepay-receipt-${receipt.reference.slice(0, 8)}.${extension}`;
}
