import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n';
import { Icon } from '../../../lib/icons';
import type { RestoreFormState } from '../checkout/saved-purchase-form';
import type { StoppedReason } from '../model/watch-payment';
import '../icons';
import { afterCheckoutMessages } from './after-checkout.messages';

/** Where "Try again" / "Start again" go: the purchase page, with the form as it was when there is one. */
export interface RetryTarget {
  path: string;
  state: RestoreFormState | null;
}

function RetryLink({ target, label, primary }: { target: RetryTarget; label: string; primary: boolean }) {
  return (
    <Link
      className={`btn btn-lg ${primary ? 'btn-primary' : 'btn-outline-primary'}`}
      to={target.path}
      state={target.state}
    >
      {label}
    </Link>
  );
}

/** A declined or cancelled card payment: nothing was taken, and the same form is one tap away (finding 9). */
export function NotChargedNotice({ retry }: { retry: RetryTarget }) {
  const t = useMessages(afterCheckoutMessages);
  return (
    <section className="card border-0 bg-body-tertiary my-3" aria-label={t('whatHappensNow')}>
      <div className="card-body">
        <p className="fs-5 fw-bold mb-1">{t('notCharged')}</p>
        <p className="mb-3">{t('noMoneyLeft')}</p>
        <RetryLink target={retry} label={t('tryAgain')} primary />
      </div>
    </section>
  );
}

/**
 * A checkout that never completed (finding 5): the gateway kept saying it was not paid, so the page stops
 * checking and says so, instead of "processing" for ever. A late payment is still settled by the server.
 */
export function PaymentNotCompleted({
  stopped,
  checkoutUrl,
  startAgain,
  onCheckAgain,
}: {
  stopped: StoppedReason;
  checkoutUrl: string | null;
  startAgain: RetryTarget;
  onCheckAgain: () => void;
}) {
  const t = useMessages(afterCheckoutMessages);
  const notCompleted = stopped === 'not_completed';
  return (
    <section className="text-center" aria-labelledby="not-completed-title">
      <p className="display-6 mb-2" aria-hidden="true">
        <Icon name={notCompleted ? 'x-circle-fill' : 'clock-fill'} className="text-secondary" />
      </p>
      <h1 id="not-completed-title" className="h2 mb-2">
        {notCompleted ? t('notCompletedTitle') : t('notConfirmedYetTitle')}
      </h1>
      <p className="lead">{notCompleted ? t('notChargedYet') : t('providerSilent')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center mt-3">
        {notCompleted && checkoutUrl ? (
          <a className="btn btn-primary btn-lg" href={checkoutUrl}>
            {t('continuePayment')}
          </a>
        ) : null}
        <RetryLink target={startAgain} label={t('startAgain')} primary={!(notCompleted && checkoutUrl)} />
      </div>
      <p className="small text-body-secondary mt-3 mb-0">
        {t('paidJustNow')}{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onCheckAgain}>
          {t('checkAgain')}
        </button>
      </p>
    </section>
  );
}

/** /thank-you opened without a reference: the spec's state stays; this says what the page is for. */
export function NoReferenceHelp({ lastReference }: { lastReference: string | null }) {
  const t = useMessages(afterCheckoutMessages);
  return (
    <div className="text-center mt-3">
      <p className="mb-3">{t('noReferenceHelp')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        {lastReference ? (
          <Link className="btn btn-primary" to={`/thank-you?reference=${encodeURIComponent(lastReference)}`}>
            {t('seeMyLastPayment')}
          </Link>
        ) : null}
        <Link className="btn btn-outline-primary" to="/">
          {t('goHome')}
        </Link>
      </div>
    </div>
  );
}
