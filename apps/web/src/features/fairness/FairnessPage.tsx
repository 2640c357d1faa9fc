import { verifySeedCommitment } from '@chancepay/shared/draw';
import { formatNaira, koboFromNairaValue, toNumberOrZero } from '@chancepay/shared/money';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import {
  RecordNotFoundError,
  useCycleRecord,
  useOrderRecord,
  type CycleRecord,
  type OrderRecord,
} from './api/fairness-records';
import { checkDraw, type DrawCheck } from './model/check-draw';
import './fairness.scss';

const CYCLE_NUMBER = /^\d{1,9}$/;

/** /fairness: the draw rule in plain words, and a check of any order or cycle (DOMAIN.md The draw). */
export function FairnessPage() {
  usePageTitle('Fairness');
  const [params, setParams] = useSearchParams();
  // `reference` is what receipts link with (/fairness?reference=...); `order_id` what this page writes.
  const orderId = (params.get('order_id') ?? params.get('reference'))?.trim() || null;
  const cycleText = params.get('cycle_id')?.trim() ?? '';
  const cycleId = CYCLE_NUMBER.test(cycleText) ? Number(cycleText) : null;

  return (
    <main className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-lg-9 col-xl-8">
          <h1 className="h3">Is the draw fair? Check it yourself.</h1>
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
  return (
    <section className="mb-4" aria-labelledby="rule-title">
      <h2 id="rule-title" className="h5">
        How every draw works
      </h2>
      <ol className="mb-2">
        <li>
          When a raffle cycle opens, our server picks a secret random number, the <strong>server seed</strong>
          , and publishes its fingerprint (its SHA-256 hash) at once. Any change to the seed later would
          change the fingerprint, so the seed is fixed before anyone buys.
        </li>
        <li>
          When you buy, your own phone picks a random number, the <strong>client seed</strong>, and your order
          gets the next <strong>order number</strong> in the cycle (1, 2, 3, ... with no gaps). Both are on
          your receipt.
        </li>
        <li>
          Your chance is <em>tickets × ticket price × payout ratio ÷ prize</em>, never more than 1 in 2. So on
          average every order gets back the payout ratio of what it paid for tickets.
        </li>
        <li>
          The server seed is mixed with &ldquo;cycle:order number:client seed&rdquo; (HMAC-SHA256). The first
          8 bytes of the result are a number between 0 and 2<sup>64</sup>. You win if that number is below
          your chance × 2<sup>64</sup>.
        </li>
        <li>
          When the cycle ends, the server seed is revealed. Anyone can then check that it matches the
          fingerprint and redo every draw. This page does it in your browser, with the same code the server
          uses.
        </li>
      </ol>
      <p className="small text-body-secondary mb-0">
        Because the server committed to its seed before your phone picked yours, neither side alone can choose
        who wins.
      </p>
    </section>
  );
}

function LookupForm({ initial, onLookup }: { initial: string; onLookup: (value: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(initial);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (value.trim()) onLookup(value.trim());
  }
  return (
    <form className="card card-body mb-4" onSubmit={onSubmit} aria-label="Look up an order or a cycle">
      <label className="form-label" htmlFor={id}>
        Order reference (from your receipt) or raffle cycle number
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
          Check
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
  if (isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading...
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className="alert alert-warning" role="alert">
      {error instanceof RecordNotFoundError ? `Not found: ${error.message}` : error.message}
    </div>
  );
}

const outcomeWords = { won: 'Won', lost: 'Did not win' } as const;

function OrderCheck({ orderId }: { orderId: string }) {
  const record = useOrderRecord(orderId);
  return (
    <section className="mb-4" aria-labelledby="order-check-title">
      <h2 id="order-check-title" className="h5">
        Order {orderId}
      </h2>
      <LoadState isPending={record.isPending} error={record.error} />
      {record.data ? <OrderCheckResult order={record.data} /> : null}
    </section>
  );
}

function OrderCheckResult({ order }: { order: OrderRecord }) {
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
          ['Raffle cycle', String(order.cycleId)],
          ['Order number in cycle', String(order.orderSeq)],
          ['Tickets', String(order.tickets)],
          ['Odds', order.odds || '—'],
          ['Prize', formatNaira(order.prizeKobo)],
          ['Client seed', <code key="c">{order.clientSeed}</code>],
          ['Server seed hash', <code key="h">{order.serverSeedHash}</code>],
          ['Server seed', order.serverSeed ? <code key="s">{order.serverSeed}</code> : 'Still secret'],
          ['Recorded result', order.outcome ? outcomeWords[order.outcome] : 'Not drawn'],
        ]}
      />
      {check ? (
        <OrderVerdict check={check} outcome={order.outcome} />
      ) : (
        <div className="alert alert-info" role="status">
          The server seed of cycle {order.cycleId} is still secret. It is revealed when the cycle ends; come
          back then to check this draw. Until then you can see that the fingerprint above was published before
          your order.
        </div>
      )}
    </>
  );
}

function OrderVerdict({ check, outcome }: { check: DrawCheck; outcome: 'won' | 'lost' | null }) {
  if (!check.draw) {
    return (
      <div className="alert alert-danger" role="alert">
        This draw cannot be recomputed: {check.problem}
      </div>
    );
  }
  const recomputed = check.draw.won ? 'won' : 'lost';
  let verdict: ReactNode;
  if (!check.commitmentMatches) {
    verdict = (
      <div className="alert alert-danger" role="alert">
        <strong>It does not match.</strong> The revealed server seed does not hash to the fingerprint
        published when the cycle opened.
      </div>
    );
  } else if (outcome === null) {
    verdict = (
      <div className="alert alert-info" role="status">
        The revealed seed matches its fingerprint. This order was not drawn (its payment did not complete), so
        there is no recorded result to compare; recomputed, it would have{' '}
        {recomputed === 'won' ? 'won' : 'lost'}.
      </div>
    );
  } else if (outcome === recomputed) {
    verdict = (
      <div className="alert alert-success" role="status">
        <strong>It matches.</strong> The revealed seed matches the fingerprint published before the order, and
        recomputing the draw here gives the recorded result: {outcomeWords[outcome]}.
      </div>
    );
  } else {
    verdict = (
      <div className="alert alert-danger" role="alert">
        <strong>It does not match.</strong> Recomputed here the order {recomputed === 'won' ? 'won' : 'lost'},
        but the recorded result is {outcomeWords[outcome]}.
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
  if (!check.draw) return null;
  const { draw } = check;
  return (
    <Details
      rows={[
        ['Message', <code key="m">{draw.message}</code>],
        ['HMAC-SHA256', <code key="h">{draw.hmacHex}</code>],
        ['x (first 8 bytes)', <code key="x">{draw.x.toString()}</code>],
        ['Chance', `${draw.probability.numerator.toString()} / ${draw.probability.denominator.toString()}`],
        ['Threshold (chance × 2^64)', <code key="t">{draw.threshold.toString()}</code>],
        ['Result', draw.won ? 'x is below the threshold: won' : 'x is not below the threshold: did not win'],
      ]}
    />
  );
}

function CycleCheck({ cycleId }: { cycleId: number }) {
  const record = useCycleRecord(cycleId);
  return (
    <section className="mb-4" aria-labelledby="cycle-check-title">
      <h2 id="cycle-check-title" className="h5">
        Raffle cycle {cycleId}
      </h2>
      <LoadState isPending={record.isPending} error={record.error} />
      {record.data ? <CycleCheckResult cycle={record.data} /> : null}
    </section>
  );
}

function CycleCheckResult({ cycle }: { cycle: CycleRecord }) {
  const commitment = cycle.serverSeed ? verifySeedCommitment(cycle.serverSeed, cycle.serverSeedHash) : null;
  return (
    <>
      <Details
        rows={[
          ['Status', cycle.status],
          ['Ticket price', formatNaira(cycle.ticketPriceKobo)],
          ['Prize', formatNaira(cycle.winnableKobo)],
          ['Payout ratio', `${(cycle.payoutRatioBps / 100).toFixed(2)}%`],
          ['Prize budget', formatNaira(cycle.prizeBudgetKobo)],
          ['Budget left', formatNaira(cycle.prizeBudgetRemainingKobo)],
          ['Prizes paid', `${formatNaira(cycle.prizesPaidKobo)} (${cycle.winnerCount} winners)`],
          ['Orders', String(cycle.orderCount)],
          ['Server seed hash', <code key="h">{cycle.serverSeedHash}</code>],
          ['Server seed', cycle.serverSeed ? <code key="s">{cycle.serverSeed}</code> : 'Still secret'],
        ]}
      />
      {commitment === null ? (
        <div className="alert alert-info" role="status">
          The server seed is still secret; it is revealed when the cycle ends.
        </div>
      ) : commitment ? (
        <div className="alert alert-success" role="status">
          <strong>It matches.</strong> The revealed seed hashes to the fingerprint published when the cycle
          opened.
        </div>
      ) : (
        <div className="alert alert-danger" role="alert">
          <strong>It does not match.</strong> The revealed seed does not hash to the published fingerprint.
        </div>
      )}
      {cycle.orders.length > 0 ? (
        <div className="table-responsive fairness-log">
          <table className="table table-sm">
            <caption>Order log (phones partly hidden)</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Phone</th>
                <th scope="col">Tickets</th>
                <th scope="col">Status</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {cycle.orders.map((line) => (
                <tr key={line.orderSeq}>
                  <td>{line.orderSeq}</td>
                  <td>{line.phone}</td>
                  <td>{line.tickets}</td>
                  <td>{line.status}</td>
                  <td>{line.outcome ? outcomeWords[line.outcome] : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

const manualFields = [
  ['serverSeed', 'Server seed (64 hex characters)'],
  ['serverSeedHash', 'Server seed hash (optional)'],
  ['cycleId', 'Raffle cycle'],
  ['orderSeq', 'Order number in cycle'],
  ['clientSeed', 'Client seed (32 hex characters)'],
  ['tickets', 'Tickets'],
  ['ticketPrice', 'Ticket price (₦)'],
  ['payoutRatio', 'Payout ratio (%)'],
  ['prize', 'Prize (₦)'],
] as const;

type ManualField = (typeof manualFields)[number][0];

function ManualCheck() {
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
      <summary className="h6 mb-0">Recompute a draw by hand</summary>
      <form className="mt-3" onSubmit={onSubmit} aria-label="Recompute a draw">
        {manualFields.map(([name, label]) => (
          <div key={name} className="mb-2">
            <label className="form-label small mb-1" htmlFor={`${id}-${name}`}>
              {label}
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
          Recompute
        </button>
      </form>
      {check ? (
        <div className="mt-3" aria-live="polite">
          {check.draw ? (
            <>
              {values.serverSeedHash.trim() ? (
                <p className={check.commitmentMatches ? 'text-success' : 'text-danger'}>
                  {check.commitmentMatches
                    ? 'The seed matches the hash.'
                    : 'The seed does not match the hash.'}
                </p>
              ) : null}
              <Computation check={check} />
            </>
          ) : (
            <div className="alert alert-warning" role="alert">
              {check.problem}
            </div>
          )}
        </div>
      ) : null}
    </details>
  );
}

export default FairnessPage;
