import { verifySeedCommitment } from '@chancepay/shared/draw';
import type { Translator } from '@chancepay/shared/i18n/messages';
import { formatNaira, koboFromNairaValue, toNumberOrZero } from '@chancepay/shared/money';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RichMessage, useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { knownMessageIn } from '../auth/known-message';
import {
  RecordNotFoundError,
  useCycleRecord,
  useOrderRecord,
  type CycleRecord,
  type OrderRecord,
} from './api/fairness-records';
import { checkDraw, type DrawCheck } from './model/check-draw';
import { fairnessMessages } from './fairness.messages';
import './fairness.scss';

const CYCLE_NUMBER = /^\d{1,9}$/;

type FairnessTranslator = Translator<typeof fairnessMessages.en>;

/** The shared draw's and this page's own words in the reader's language; a server's words as they came. */
const known = (t: FairnessTranslator, message: string) => knownMessageIn(t, fairnessMessages, message);

const strong = { strong: (text: string) => <strong>{text}</strong> };

/** /fairness: the draw rule in plain words, and a check of any order or cycle (DOMAIN.md The draw). */
export function FairnessPage() {
  const t = useMessages(fairnessMessages);
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  // `reference` is what receipts link with (/fairness?reference=...); `order_id` what this page writes.
  const orderId = (params.get('order_id') ?? params.get('reference'))?.trim() || null;
  const cycleText = params.get('cycle_id')?.trim() ?? '';
  const cycleId = CYCLE_NUMBER.test(cycleText) ? Number(cycleText) : null;

  return (
    <main className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-lg-9 col-xl-8">
          <h1 className="h3">{t('title')}</h1>
          <RuleExplained />
          <LookupForm
            initial={orderId ?? (cycleId !== null ? String(cycleId) : '')}
            onLookup={(value) =>
              setParams(CYCLE_NUMBER.test(value) ? { cycle_id: value } : { order_id: value }, {
                replace: true,
              })
            }
          />
          {orderId ? <OrderCheck orderId={orderId} /> : null}
          {cycleId !== null ? <CycleCheck cycleId={cycleId} /> : null}
          <ManualCheck />
        </div>
      </div>
    </main>
  );
}

function RuleExplained() {
  const t = useMessages(fairnessMessages);
  const parts = {
    ...strong,
    em: (text: string) => <em>{text}</em>,
    sup: (text: string) => <sup>{text}</sup>,
  };
  return (
    <section className="mb-4" aria-labelledby="rule-title">
      <h2 id="rule-title" className="h5">
        {t('howTitle')}
      </h2>
      <ol className="mb-2">
        {(['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const).map((rule) => (
          <li key={rule}>
            <RichMessage text={t(rule)} parts={parts} />
          </li>
        ))}
      </ol>
      <p className="small text-body-secondary mb-0">{t('ruleWhy')}</p>
    </section>
  );
}

function LookupForm({ initial, onLookup }: { initial: string; onLookup: (value: string) => void }) {
  const t = useMessages(fairnessMessages);
  const id = useId();
  const [value, setValue] = useState(initial);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (value.trim()) onLookup(value.trim());
  }
  return (
    <form className="card card-body mb-4" onSubmit={onSubmit} aria-label={t('lookUp')}>
      <label className="form-label" htmlFor={id}>
        {t('lookUpLabel')}
      </label>
      <div className="d-flex gap-2">
        <input
          id={id}
          className="form-control"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('check')}
        </button>
      </div>
    </form>
  );
}

function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="fairness-details mb-3">
      {rows.map(([label, value]) => (
        <div key={label} className="fairness-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LoadState({ isPending, error }: { isPending: boolean; error: Error | null }) {
  const t = useMessages(fairnessMessages);
  if (isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('loading')}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className="alert alert-warning" role="alert">
      {error instanceof RecordNotFoundError
        ? t('notFound', { message: known(t, error.message) })
        : known(t, error.message)}
    </div>
  );
}

function OrderCheck({ orderId }: { orderId: string }) {
  const t = useMessages(fairnessMessages);
  const record = useOrderRecord(orderId);
  return (
    <section className="mb-4" aria-labelledby="order-check-title">
      <h2 id="order-check-title" className="h5">
        {t('orderTitle', { orderId })}
      </h2>
      <LoadState isPending={record.isPending} error={record.error} />
      {record.data ? <OrderCheckResult order={record.data} /> : null}
    </section>
  );
}

function OrderCheckResult({ order }: { order: OrderRecord }) {
  const t = useMessages(fairnessMessages);
  const check = order.serverSeed
    ? checkDraw(
        {
          serverSeedHex: order.serverSeed,
          cycleId: order.cycleId,
          orderSeq: order.orderSeq,
          clientSeedHex: order.clientSeed,
          tickets: order.tickets,
          ticketPriceKobo: order.ticketPriceKobo,
          payoutRatioBps: order.payoutRatioBps,
          prizeKobo: order.prizeKobo,
        },
        order.serverSeedHash,
      )
    : null;
  return (
    <>
      <Details
        rows={[
          [t('raffleCycle'), String(order.cycleId)],
          [t('orderNumber'), String(order.orderSeq)],
          [t('tickets'), String(order.tickets)],
          [t('odds'), order.odds || '—'],
          [t('prize'), formatNaira(order.prizeKobo)],
          [t('clientSeed'), <code key="c">{order.clientSeed}</code>],
          [t('serverSeedHash'), <code key="h">{order.serverSeedHash}</code>],
          [t('serverSeed'), order.serverSeed ? <code key="s">{order.serverSeed}</code> : t('stillSecret')],
          [t('recordedResult'), order.outcome ? t(order.outcome) : t('notDrawn')],
        ]}
      />
      {check ? (
        <OrderVerdict check={check} outcome={order.outcome} />
      ) : (
        <div className="alert alert-info" role="status">
          {t('orderSeedSecret', { cycleId: order.cycleId })}
        </div>
      )}
    </>
  );
}

function OrderVerdict({ check, outcome }: { check: DrawCheck; outcome: 'won' | 'lost' | null }) {
  const t = useMessages(fairnessMessages);
  if (!check.draw) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('cannotRecompute', { problem: known(t, check.problem ?? '') })}
      </div>
    );
  }
  const recomputed = check.draw.won ? 'won' : 'lost';
  let verdict: ReactNode;
  if (!check.commitmentMatches) {
    verdict = (
      <div className="alert alert-danger" role="alert">
        <RichMessage text={t('orderSeedDiffers')} parts={strong} />
      </div>
    );
  } else if (outcome === null) {
    verdict = (
      <div className="alert alert-info" role="status">
        {t(recomputed === 'won' ? 'notDrawnWouldWin' : 'notDrawnWouldLose')}
      </div>
    );
  } else if (outcome === recomputed) {
    verdict = (
      <div className="alert alert-success" role="status">
        <RichMessage text={t('orderMatches', { result: t(outcome) })} parts={strong} />
      </div>
    );
  } else {
    verdict = (
      <div className="alert alert-danger" role="alert">
        <RichMessage
          text={t(recomputed === 'won' ? 'orderDiffersWon' : 'orderDiffersLost', { result: t(outcome) })}
          parts={strong}
        />
      </div>
    );
  }
  return (
    <>
      {verdict}
      <Computation check={check} />
    </>
  );
}

function Computation({ check }: { check: DrawCheck }) {
  const t = useMessages(fairnessMessages);
  if (!check.draw) return null;
  const { draw } = check;
  return (
    <Details
      rows={[
        [t('message'), <code key="m">{draw.message}</code>],
        ['HMAC-SHA256', <code key="h">{draw.hmacHex}</code>],
        [t('firstBytes'), <code key="x">{draw.x.toString()}</code>],
        [
          t('chance'),
          `${draw.probability.numerator.toString()} / ${draw.probability.denominator.toString()}`,
        ],
        [t('threshold'), <code key="t">{draw.threshold.toString()}</code>],
        [t('result'), draw.won ? t('resultWon') : t('resultLost')],
      ]}
    />
  );
}

function CycleCheck({ cycleId }: { cycleId: number }) {
  const t = useMessages(fairnessMessages);
  const record = useCycleRecord(cycleId);
  return (
    <section className="mb-4" aria-labelledby="cycle-check-title">
      <h2 id="cycle-check-title" className="h5">
        {t('cycleTitle', { cycleId })}
      </h2>
      <LoadState isPending={record.isPending} error={record.error} />
      {record.data ? <CycleCheckResult cycle={record.data} /> : null}
    </section>
  );
}

function CycleCheckResult({ cycle }: { cycle: CycleRecord }) {
  const t = useMessages(fairnessMessages);
  const commitment = cycle.serverSeed ? verifySeedCommitment(cycle.serverSeed, cycle.serverSeedHash) : null;
  return (
    <>
      <Details
        rows={[
          [t('status'), cycle.status],
          [t('ticketPrice'), formatNaira(cycle.ticketPriceKobo)],
          [t('prize'), formatNaira(cycle.winnableKobo)],
          [t('payoutRatio'), `${(cycle.payoutRatioBps / 100).toFixed(2)}%`],
          [t('prizeBudget'), formatNaira(cycle.prizeBudgetKobo)],
          [t('budgetLeft'), formatNaira(cycle.prizeBudgetRemainingKobo)],
          [
            t('prizesPaid'),
            t('prizesPaidValue', { amount: formatNaira(cycle.prizesPaidKobo), count: cycle.winnerCount }),
          ],
          [t('orders'), String(cycle.orderCount)],
          [t('serverSeedHash'), <code key="h">{cycle.serverSeedHash}</code>],
          [t('serverSeed'), cycle.serverSeed ? <code key="s">{cycle.serverSeed}</code> : t('stillSecret')],
        ]}
      />
      {commitment === null ? (
        <div className="alert alert-info" role="status">
          {t('cycleSeedSecret')}
        </div>
      ) : commitment ? (
        <div className="alert alert-success" role="status">
          <RichMessage text={t('cycleMatches')} parts={strong} />
        </div>
      ) : (
        <div className="alert alert-danger" role="alert">
          <RichMessage text={t('cycleDiffers')} parts={strong} />
        </div>
      )}
      {cycle.orders.length > 0 ? (
        <div className="table-responsive fairness-log">
          <table className="table table-sm">
            <caption>{t('orderLog')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('phone')}</th>
                <th scope="col">{t('tickets')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('result')}</th>
              </tr>
            </thead>
            <tbody>
              {cycle.orders.map((line) => (
                <tr key={line.orderSeq}>
                  <td>{line.orderSeq}</td>
                  <td>{line.phone}</td>
                  <td>{line.tickets}</td>
                  <td>{line.status}</td>
                  <td>{line.outcome ? t(line.outcome) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

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

function ManualCheck() {
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

export default FairnessPage;
