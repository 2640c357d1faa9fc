import { formatLagosDateTime } from '@chancepay/shared/lagos-time';
import { formatNairaValue, koboFromNairaValue } from '@chancepay/shared/money';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { saveSpendLimits, type PlayLimitsAnswer, type PlayLimitsState, type SpendLimitState } from './api';
import type { Notice } from './ResponsiblePlaySection';

const periods = [
  { key: 'daily', field: 'daily_limit', title: 'Today', name: 'daily', when: 'today' },
  { key: 'monthly', field: 'monthly_limit', title: 'This month', name: 'monthly', when: 'this month' },
] as const;

function pendingText(name: string, limit: SpendLimitState): string | null {
  if (!limit.pending) return null;
  const when = formatLagosDateTime(limit.pending.effective_at);
  return limit.pending.limit === null
    ? `Your ${name} limit will be removed on ${when}.`
    : `Your ${name} limit will rise to ${formatNairaValue(limit.pending.limit)} on ${when}.`;
}

/** Spent today and this month against the limits, with any increase still waiting for its 24 hours. */
export function SpendSummary({
  state,
  onChanged,
  onFailed,
}: {
  state: PlayLimitsState;
  onChanged: (answer: PlayLimitsAnswer) => void;
  onFailed: (notice: Notice) => void;
}) {
  const [cancelling, setCancelling] = useState<string | null>(null);

  async function cancelIncrease(field: 'daily_limit' | 'monthly_limit', keep: string | null) {
    setCancelling(field);
    try {
      onChanged(await saveSpendLimits({ [field]: keep }));
    } catch (error) {
      onFailed({ variant: 'danger', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setCancelling(null);
    }
  }

  return (
    <div className="row g-3 mb-3">
      {periods.map(({ key, field, title, name, when }) => {
        const limit = state[key];
        const spentKobo = koboFromNairaValue(limit.spent);
        const limitKobo = limit.limit === null ? null : koboFromNairaValue(limit.limit);
        const percent = limitKobo ? Math.min(100, Math.floor((spentKobo * 100) / limitKobo)) : 0;
        // The bar's width comes from a class in 5% steps: the CSP allows no inline style.
        const step = spentKobo > 0 ? Math.max(5, Math.floor(percent / 5) * 5) : 0;
        const pending = pendingText(name, limit);
        return (
          <div className="col-sm-6" key={key}>
            <div className="border rounded p-3 h-100" data-testid={`spend-${key}`}>
              <div className="small text-body-secondary">{title}</div>
              <div className="fw-semibold">
                {formatNairaValue(limit.spent)} spent
                {limit.limit !== null && ` of ${formatNairaValue(limit.limit)}`}
              </div>
              {limitKobo !== null ? (
                <>
                  <div
                    className="progress my-2"
                    role="progressbar"
                    aria-label={`${title}: spent of the ${name} limit`}
                    aria-valuenow={percent}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div className={`progress-bar spend-${step}${percent >= 100 ? ' bg-danger' : ''}`} />
                  </div>
                  <div className="small">
                    {formatNairaValue(limit.remaining ?? '0')} left {when}
                  </div>
                </>
              ) : (
                <div className="small text-body-secondary">No {name} limit</div>
              )}
              {pending && (
                <div className="small mt-2">
                  {pending}{' '}
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 align-baseline"
                    disabled={cancelling !== null}
                    onClick={() => void cancelIncrease(field, limit.limit)}
                  >
                    Keep {limit.limit === null ? 'no limit' : formatNairaValue(limit.limit)}
                  </Button>
                </div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
