import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { sendPinResetCode, useTransactionPinState } from './api';
import { PinForm } from './PinForm';
import { transactionPinMessages } from './transaction-pin.messages';
import { authFormMessages } from '../auth/auth-form.messages';
import { RichMessage, useMessages } from '../../lib/i18n';
import { NoticeAlert } from '../../lib/notice-alert';

export const PIN_STATE_FAILED_MESSAGE = transactionPinMessages.en.failed;

type Step = 'idle' | 'change' | 'forgot' | 'reset';

/**
 * Profile, "Transaction PIN" (issue #27): set it, change it, or after forgetting it (or 5 wrong tries)
 * get a code by SMS and choose a new one.
 */
export function TransactionPinSection() {
  const t = useMessages(transactionPinMessages);
  const form = useMessages(authFormMessages);
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
  if (state.isPending) body = <Spinner role="status" aria-label={t('loading')} />;
  else if (state.isError) body = <p className="text-danger small mb-0">{t('failed')}</p>;
  else if (!state.data.has_pin)
    body = (
      <>
        <p>{t('setIntro')}</p>
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
        <p>{t('forgotIntro')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => void textMeACode()} disabled={sending}>
            {sending ? t('sending') : t('textMeCode')}
          </Button>
          <Button variant="outline-secondary" onClick={() => setStep('idle')} disabled={sending}>
            {t('cancel')}
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
          {form('sendNewCode')}
        </Button>
      </>
    );
  else
    body = (
      <>
        <p className={state.data.locked ? 'text-danger' : ''}>
          {state.data.locked ? t('locked') : t('isSet')}
        </p>
        {state.data.ussd_code && !state.data.locked && (
          <p>
            <RichMessage
              text={t('ussd', { code: state.data.ussd_code })}
              parts={{ code: (text) => <strong>{text}</strong> }}
            />
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          {!state.data.locked && (
            <Button variant="outline-primary" onClick={() => setStep('change')}>
              {t('changePin')}
            </Button>
          )}
          <Button variant="outline-secondary" onClick={() => setStep('forgot')}>
            {t('forgotPin')}
          </Button>
        </div>
      </>
    );

  return (
    <section aria-labelledby="transaction-pin-title" className="card mt-4" id="transaction-pin">
      <div className="card-body">
        <h2 id="transaction-pin-title" className="h5 mb-2">
          {t('title')}
        </h2>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        {body}
      </div>
    </section>
  );
}
