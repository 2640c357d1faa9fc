import type { Translator } from '@chancepay/shared/i18n/messages';
import { formatNairaValue, koboFromNairaValue } from '@chancepay/shared/money';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useFormatDate, useMessages } from '../../../lib/i18n';
import { saveSpendLimits, type PlayLimitsAnswer, type PlayLimitsState, type SpendLimitState } from './api';
import { LAGOS_DAY, LAGOS_TIME } from './lagos-day';
import { responsiblePlayMessages } from './responsible-play.messages';
import type { Notice } from './ResponsiblePlaySection';

// Each period's words, so a language can phrase "daily" and "monthly" its own way.
const periods = [
  {
    key: 'daily',
    field: 'daily_limit',
    title: 'today',
    progress: 'dailyProgress',
    left: 'leftToday',
    noLimit: 'noDailyLimit',
    removedOn: 'dailyRemovedOn',
    risesTo: 'dailyRisesTo',
  },
  {
    key: 'monthly',
    field: 'monthly_limit',
    title: 'thisMonth',
    progress: 'monthlyProgress',
    left: 'leftThisMonth',
    noLimit: 'noMonthlyLimit',
    removedOn: 'monthlyRemovedOn',
    risesTo: 'monthlyRisesTo',
  },
] as const;

type Period = (typeof periods)[number];
type PlayTranslator = Translator<(typeof responsiblePlayMessages)['en']>;

function pendingText(
  t: PlayTranslator,
  formatMoment: (value: string) => string,
  period: Period,
  limit: SpendLimitState,
): string | null {
  if (!limit.pending) return null;
  const when = formatMoment(limit.pending.effective_at);
  return limit.pending.limit === null
    ? t(period.removedOn, { when })
    : t(period.risesTo, { amount: formatNairaValue(limit.pending.limit), when });
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
  const t = useMessages(responsiblePlayMessages);
  const formatDate = useFormatDate();
  // A moment on the Lagos clock: "21 May 2027 at 14:05".
  const formatMoment = (value: string) =>
    t('dateAtTime', {
      date: formatDate(value, LAGOS_DAY),
      time: formatDate(value, LAGOS_TIME),
    });
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
      {periods.map((period) => {
        const { key, field } = period;
        const title = t(period.title);
        const limit = state[key];
        const spentKobo = koboFromNairaValue(limit.spent);
        const limitKobo = limit.limit === null ? null : koboFromNairaValue(limit.limit);
        const percent = limitKobo ? Math.min(100, Math.floor((spentKobo * 100) / limitKobo)) : 0;
        // The bar's width comes from a class in 5% steps: the CSP allows no inline style.
        const step = spentKobo > 0 ? Math.max(5, Math.floor(percent / 5) * 5) : 0;
        const pending = pendingText(t, formatMoment, period, limit);
        return (
          <div className="col-sm-6" key={key}>
            <div className="border rounded p-3 h-100" data-testid={`spend-${key}`}>
              <div className="small text-body-secondary">{title}</div>
              <div className="fw-semibold">
                {limit.limit === null
                  ? t('spent', { spent: formatNairaValue(limit.spent) })
                  : t('spentOf', {
                      spent: formatNairaValue(limit.spent),
                      limit: formatNairaValue(limit.limit),
                    })}
              </div>
              {limitKobo !== null ? (
                <>
                  <div
                    className="progress my-2"
                    role="progressbar"
                    aria-label={t(period.progress)}
                    aria-valuenow={percent}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div className={`progress-bar spend-${step}${percent >= 100 ? ' bg-danger' : ''}`} />
                  </div>
                  <div className="small">
                    {t(period.left, { amount: formatNairaValue(limit.remaining ?? '0') })}
                  </div>
                </>
              ) : (
                <div className="small text-body-secondary">{t(period.noLimit)}</div>
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
                    {limit.limit === null
                      ? t('keepNoLimit')
                      : t('keepLimit', { amount: formatNairaValue(limit.limit) })}
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
