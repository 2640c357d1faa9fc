import { formatNaira, formatNairaValue, koboFromNairaValue } from '@chancepay/shared/money';
import { MIN_TRANSFER_KOBO } from '@chancepay/shared/transfer-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n';
import { SubmissionKey } from '../../lib/idempotency';
import { postPayout } from '../../lib/payouts';
import { userDataQueryKey } from '../../lib/session';
import { vendorDashboardMessages } from './vendor-dashboard.messages';

type Outcome = { variant: 'success' | 'info' | 'danger'; text: string } | null;

/**
 * "Settle to bank" (DOMAIN.md "Vendors"): pays the whole wallet balance to the business's bank account now,
 * instead of waiting for the daily settlement. The vendor confirms first; the answer refreshes the balance.
 */
export function SettleToBank({
  balance,
  bankName,
  accountNumber,
}: {
  balance: string;
  bankName: string;
  accountNumber: string;
}) {
  const t = useMessages(vendorDashboardMessages);
  const queryClient = useQueryClient();
  const submission = useRef(new SubmissionKey());
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const enough = koboFromNairaValue(balance) >= MIN_TRANSFER_KOBO;

  async function settle() {
    setSending(true);
    setOutcome(null);
    try {
      const answer = await postPayout('/api/user/settlement', {}, submission.current.keyFor({ balance }));
      submission.current.settle();
      const status = answer.data.status;
      setOutcome({
        variant: status === 'Successful' ? 'success' : status === 'Pending' ? 'info' : 'danger',
        text: answer.message,
      });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: userDataQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      await queryClient.invalidateQueries({ queryKey: ['shop-till'] });
    } catch (error) {
      // No answer (network, timeout): keep the key, so pressing again is a retry of this same settlement.
      if (error instanceof ApiError && error.kind === 'http') submission.current.settle();
      setOutcome({
        variant: 'danger',
        text: error instanceof Error ? error.message : t('settleFailed'),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-3">
      {outcome && (
        <Alert
          variant={outcome.variant}
          className="py-2 small"
          role={outcome.variant === 'danger' ? 'alert' : 'status'}
        >
          {outcome.text}
        </Alert>
      )}
      {confirming ? (
        <div className="border rounded p-2 small">
          <p className="mb-2">
            {t('settleConfirm', { amount: formatNairaValue(balance), bank: bankName, accountNumber })}
          </p>
          <div className="d-flex gap-2">
            <Button size="sm" onClick={() => void settle()} disabled={sending}>
              {sending ? t('processing') : t('settleNow')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setConfirming(false)}
              disabled={sending}
            >
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline-primary" size="sm" onClick={() => setConfirming(true)} disabled={!enough}>
          {t('settleToBank')}
        </Button>
      )}
      {!enough && !outcome && (
        <p className="small text-body-secondary mt-2 mb-0">
          {t('settleMinimum', { minimum: formatNaira(MIN_TRANSFER_KOBO) })}
        </p>
      )}
    </div>
  );
}
