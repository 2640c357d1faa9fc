import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useReceipt, type ReceiptSource } from './api';
import { ReceiptView } from './ReceiptView';
import { receiptsMessages } from './receipts.messages';

export const RECEIPT_NOT_FOUND_TEXT = receiptsMessages.en.notFound;
export const RECEIPT_FAILED_TEXT = receiptsMessages.en.failed;

/** Loads and shows one receipt, with the way back the reader came from. */
export function ReceiptScreen({
  source,
  back,
}: {
  source: ReceiptSource;
  back: { to: string; label: string };
}) {
  const t = useMessages(receiptsMessages);
  usePageTitle(t('pageTitle'));
  const receipt = useReceipt(source);
  return (
    <section aria-label={t('receipt')} className="py-2">
      <p className="d-print-none mb-3">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      {receipt.isPending ? (
        <p role="status" className="text-body-secondary">
          {t('loading')}
        </p>
      ) : receipt.isError ? (
        <div className="alert alert-warning" role="alert">
          {receipt.error instanceof ApiError && receipt.error.status === 404 ? t('notFound') : t('failed')}
        </div>
      ) : (
        <ReceiptView receipt={receipt.data} />
      )}
    </section>
  );
}

/** /dashboard/receipts/:kind/:id: a signed-in customer's or vendor's own receipt (their Reports' rows). */
export function ReceiptPage() {
  const t = useMessages(receiptsMessages);
  const { kind = '', id = '' } = useParams();
  return (
    <ReceiptScreen
      source={{ kind, id }}
      back={{ to: '/dashboard/reports', label: t('transactionReports') }}
    />
  );
}

export default ReceiptPage;
