import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useReceipt, type ReceiptSource } from './api';
import { ReceiptView } from './ReceiptView';

export const RECEIPT_NOT_FOUND_TEXT = 'We could not find that receipt.';
export const RECEIPT_FAILED_TEXT = 'The receipt did not load. Check your connection and try again.';

/** Loads and shows one receipt, with the way back the reader came from. */
export function ReceiptScreen({
  source,
  back,
}: {
  source: ReceiptSource;
  back: { to: string; label: string };
}) {
  usePageTitle('Receipt');
  const receipt = useReceipt(source);
  return (
    <section aria-label="Receipt" className="py-2">
      <p className="d-print-none mb-3">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      {receipt.isPending ? (
        <p role="status" className="text-body-secondary">
          Loading the receipt...
        </p>
      ) : receipt.isError ? (
        <div className="alert alert-warning" role="alert">
          {receipt.error instanceof ApiError && receipt.error.status === 404
            ? RECEIPT_NOT_FOUND_TEXT
            : RECEIPT_FAILED_TEXT}
        </div>
      ) : (
        <ReceiptView receipt={receipt.data} />
      )}
    </section>
  );
}

/** /dashboard/receipts/:kind/:id: a signed-in customer's or vendor's own receipt (their Reports' rows). */
export function ReceiptPage() {
  const { kind = '', id = '' } = useParams();
  return (
    <ReceiptScreen source={{ kind, id }} back={{ to: '/dashboard/reports', label: 'Transaction Reports' }} />
  );
}

export default ReceiptPage;
