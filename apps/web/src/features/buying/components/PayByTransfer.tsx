import { lazy, Suspense, useId } from 'react';
import { useMessages } from '../../../lib/i18n';
import type { BankTransferOrder } from '../checkout/start-transfer-checkout';
import { purchaseFormMessages } from './purchase-form.messages';

// The panel is its own chunk: only a buyer who chooses transfer downloads it (the product pages stay light).
const loadBankTransferPanel = () => import('../../money-in/components/BankTransferPanel');
const BankTransferPanel = lazy(loadBankTransferPanel);

/**
 * "Pay by bank transfer" beside the card's Pay button on every purchase form (issue #22 item 5). The panel's
 * chunk starts downloading on the tap, while the order is being created.
 */
export function PayByTransferButton({ disabled, onPay }: { disabled: boolean; onPay: () => void }) {
  const t = useMessages(purchaseFormMessages);
  const helpId = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn btn-outline-primary btn-lg w-100"
        disabled={disabled}
        aria-describedby={helpId}
        onClick={() => {
          void loadBankTransferPanel().catch(() => undefined);
          onPay();
        }}
      >
        {t('payByTransfer')}
      </button>
      <p id={helpId} className="form-text text-center mb-0">
        {t('payByTransferHelp')}
      </p>
    </div>
  );
}

/** The form's place once the order waits for its transfer. */
export function BankTransferStep({
  transfer,
  onStartAgain,
}: {
  transfer: BankTransferOrder;
  onStartAgain: () => void;
}) {
  const t = useMessages(purchaseFormMessages);
  return (
    <Suspense
      fallback={
        <div className="d-flex align-items-center gap-2" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('loadingAccountDetails')}
        </div>
      }
    >
      <BankTransferPanel orderId={transfer.orderId} started={transfer.started} onStartAgain={onStartAgain} />
    </Suspense>
  );
}
