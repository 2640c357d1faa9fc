import { koboFromNairaValue, toNumberOrZero } from '@chancepay/shared/money';
import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n';
import { checkDraw, type DrawCheck } from '../model/check-draw';
import { fairnessMessages } from '../fairness.messages';
import { known } from './words';
import { Computation } from './Computation';

/** Each field of the form by hand, with its label's key. */
const manualFields = [
  ['serverSeed', 'serverSeedField'],
  ['serverSeedHash', 'serverSeedHashField'],
  ['cycleId', 'raffleCycle'],
  ['orderSeq', 'orderNumber'],
  ['clientSeed', 'clientSeedField'],
  ['tickets', 'tickets'],
  ['ticketPrice', 'ticketPriceField'],
  ['payoutRatio', 'payoutRatioField'],
  ['prize', 'prizeField'],
] as const;

type ManualField = (typeof manualFields)[number][0];

export function ManualCheck() {
  const t = useMessages(fairnessMessages);
  const id = useId();
  const [values, setValues] = useState<Record<ManualField, string>>({
    serverSeed: '',
    serverSeedHash: '',
    cycleId: '',
    orderSeq: '',
    clientSeed: '',
    tickets: '1',
    ticketPrice: '250',
    payoutRatio: '70',
    prize: '',
  });
  const [check, setCheck] = useState<DrawCheck | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setCheck(
      checkDraw(
        {
          serverSeedHex: values.serverSeed.trim(),
          cycleId: toNumberOrZero(values.cycleId),
          orderSeq: toNumberOrZero(values.orderSeq),
          clientSeedHex: values.clientSeed.trim(),
          tickets: toNumberOrZero(values.tickets),
          ticketPriceKobo: koboFromNairaValue(values.ticketPrice),
          // "70" or "70.5" percent -> basis points, without floating-point rounding surprises.
          payoutRatioBps: Math.round(toNumberOrZero(values.payoutRatio) * 100),
          prizeKobo: koboFromNairaValue(values.prize),
        },
        values.serverSeedHash.trim() || null,
      ),
    );
  }

  return (
    <details className="card card-body mb-4">
      <summary className="h6 mb-0">{t('byHand')}</summary>
      <form className="mt-3" onSubmit={onSubmit} aria-label={t('byHandForm')}>
        {manualFields.map(([name, label]) => (
          <div key={name} className="mb-2">
            <label className="form-label small mb-1" htmlFor={`${id}-${name}`}>
              {t(label)}
            </label>
            <input
              id={`${id}-${name}`}
              className="form-control form-control-sm"
              autoComplete="off"
              spellCheck={false}
              inputMode={['serverSeed', 'serverSeedHash', 'clientSeed'].includes(name) ? 'text' : 'decimal'}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="btn btn-outline-primary mt-2">
          {t('recompute')}
        </button>
      </form>
      {check ? (
        <div className="mt-3" aria-live="polite">
          {check.draw ? (
            <>
              {values.serverSeedHash.trim() ? (
                <p className={check.commitmentMatches ? 'text-success' : 'text-danger'}>
                  {check.commitmentMatches ? t('seedMatchesHash') : t('seedDiffersFromHash')}
                </p>
              ) : null}
              <Computation check={check} />
            </>
          ) : (
            <div className="alert alert-warning" role="alert">
              {known(t, check.problem ?? '')}
            </div>
          )}
        </div>
      ) : null}
    </details>
  );
}
