import { Link, useLocation } from 'react-router';
import { useMessages } from '../../../lib/i18n';
import { resultMessages } from './result.messages';

/**
 * The way from a payment's result to its receipt (issue #27 item 2). Inside the dashboard it opens the
 * owner's receipt; elsewhere (a signed-out buyer on /thank-you) the receipt by the order's reference.
 */
export function OrderReceiptLink({ orderId }: { orderId: string }) {
  const { pathname } = useLocation();
  const t = useMessages(resultMessages);
  const to = pathname.startsWith('/dashboard')
    ? `/dashboard/receipts/order/${encodeURIComponent(orderId)}`
    : `/receipt/${encodeURIComponent(orderId)}`;
  return (
    <p className="text-center mt-3 mb-0">
      <Link to={to} className="btn btn-outline-primary">
        {t('receipt')}
      </Link>
    </p>
  );
}
