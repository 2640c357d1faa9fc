import { useParams } from 'react-router';
import { useMessages } from '../../lib/i18n';
import { ReceiptScreen } from './ReceiptPage';
import { receiptsMessages } from './receipts.messages';

/**
 * /receipt/:reference: an order's receipt for whoever holds its reference, as /thank-you shows the order to
 * whoever holds it (a signed-out buyer has nothing else).
 */
export function OrderReceiptPage() {
  const t = useMessages(receiptsMessages);
  const { reference = '' } = useParams();
  return (
    <main className="container py-3">
      <ReceiptScreen
        source={{ reference }}
        back={{ to: `/thank-you?reference=${encodeURIComponent(reference)}`, label: t('backToPayment') }}
      />
    </main>
  );
}

export default OrderReceiptPage;
