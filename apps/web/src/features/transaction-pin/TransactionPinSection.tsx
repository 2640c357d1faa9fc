import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { sendPinResetCode, useTransactionPinState } from './api';
import { PinForm } from './PinForm';
import { NoticeAlert } from '../../lib/notice-alert';

export const PIN_STATE_FAILED_MESSAGE = 'Could not load your transaction PIN. Please try again.';

type Step = 'idle' | 'change' | 'forgot' | 'reset';

/**
 * Profile, "Transaction PIN" (issue #27): set it, change it, or after forgetting it (or 5 wrong tries)
 * get a code by SMS and choose a new one.
 */
export function TransactionPinSection() {
  const state = useTransactionPinState();
  const [step, setStep] = useState<Step>('idle');
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger' | 'info'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const done = (message: string) => {
    setNotice({ variant: 'success', text: message });
    setStep('idle');
  };

  async function textMeACode() {
    setSending(true);
    setNotice(null);
    try {
      setNotice({ variant: 'info', text: await sendPinResetCode() });
      setStep('reset');
    } catch (error) {
      setNotice({ variant: 'danger', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }

  let body;
  if (state.isPending) body = <Spinner role="status" aria-label="Loading your transaction PIN" />;
  else if (state.isError) body = <p className="text-danger small mb-0">{PIN_STATE_FAILED_MESSAGE}</p>;
  else if (!state.data.has_pin)
    body = (
      <>
        <p>Set a 4-digit PIN. You will enter it to confirm every transfer from your wallet.</p>
        <PinForm mode="set" idPrefix="profile-pin-set" onDone={(answer) => done(answer.message)} />
      </>
    );
  else if (step === 'change')
    body = (
      <PinForm
        mode="change"
        idPrefix="profile-pin-change"
        onDone={(answer) => done(answer.message)}
        onCancel={() => setStep('idle')}
      />
    );
  else if (step === 'forgot')
    body = (
      <>
        <p>We will text a 6-digit code to your verified phone. Then choose a new PIN.</p>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => void textMeACode()} disabled={sending}>
            {sending ? 'Sending...' : 'Text me a code'}
          </Button>
          <Button variant="outline-secondary" onClick={() => setStep('idle')} disabled={sending}>
            Cancel
          </Button>
        </div>
      </>
    );
  else if (step === 'reset')
    body = (
      <>
        <PinForm
          mode="reset"
          idPrefix="profile-pin-reset"
          onDone={(answer) => done(answer.message)}
          onCancel={() => setStep('idle')}
        />
        <Button variant="link" className="px-0" onClick={() => void textMeACode()} disabled={sending}>
          Send a new code
        </Button>
      </>
    );
  else
    body = (
      <>
        <p className={state.data.locked ? 'text-danger' : ''}>
          {state.data.locked
            ? 'Your PIN is locked after 5 wrong tries. Reset it with a code we text to your phone.'
            : 'Your PIN is set. You enter it to confirm every transfer.'}
        </p>
        {state.data.ussd_code && !state.data.locked && (
          <p>
            No data? Dial <strong>{state.data.ussd_code}</strong> on any phone with this number to buy tickets
            and check your balance with the same PIN.
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          {!state.data.locked && (
            <Button variant="outline-primary" onClick={() => setStep('change')}>
              Change PIN
            </Button>
          )}
          <Button variant="outline-secondary" onClick={() => setStep('forgot')}>
            Forgot PIN?
          </Button>
        </div>
      </>
    );

  return (
    <section aria-labelledby="transaction-pin-title" className="card mt-4" id="transaction-pin">
      <div className="card-body">
        <h2 id="transaction-pin-title" className="h5 mb-2">
          Transaction PIN
        </h2>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        {body}
      </div>
    </section>
  );
}
