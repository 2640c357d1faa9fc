import { useParams } from 'react-router';
import { ReceiptScreen } from './ReceiptPage';

/**
 * /receipt/:reference: an order's receipt for whoever holds its reference, as /thank-you shows the order to
 * whoever holds it (a signed-out buyer has nothing else).
 */
export function OrderReceiptPage() {
  const { reference = '' } = useParams();
  return (
    <main className="container py-3">
      <ReceiptScreen
        source={{ reference }}
        back={{ to: `/thank-you?reference=${encodeURIComponent(reference)}`, label: 'Back to your payment' }}
      />
    </main>
  );
}

export default OrderReceiptPage;
