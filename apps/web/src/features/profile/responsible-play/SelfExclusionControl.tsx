import { formatLagosDate } from '@chancepay/shared/lagos-time';
import {
  SELF_EXCLUSION_PERIODS,
  selfExclusionEndsAt,
  type SelfExclusionPeriod,
} from '@chancepay/shared/responsible-play';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { excludeMyself, type PlayLimitsAnswer } from './api';
import type { Notice } from './ResponsiblePlaySection';

export const CHOOSE_PERIOD_MESSAGE = 'Choose how long you want to stop buying tickets.';

/**
 * Self-exclusion (DOMAIN.md: 6 months or more; it cannot be shortened or cancelled). A period is chosen,
 * then confirmed in a second step that says plainly it cannot be undone. While an exclusion runs, only the
 * periods that would end later (an extension) can be chosen.
 */
export function SelfExclusionControl({
  excludedUntil,
  onExcluded,
  onFailed,
}: {
  excludedUntil: string | null;
  onExcluded: (answer: PlayLimitsAnswer) => void;
  onFailed: (notice: Notice) => void;
}) {
  const [period, setPeriod] = useState<SelfExclusionPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const now = new Date();
  const runningUntil = excludedUntil ? new Date(excludedUntil).getTime() : 0;
  const endOf = (id: SelfExclusionPeriod) => selfExclusionEndsAt(now, id);
  const chosenEnd = period ? formatLagosDate(endOf(period)) : '';

  async function confirm() {
    if (!period) return;
    setSending(true);
    try {
      onExcluded(await excludeMyself(period));
      setPeriod(null);
      setConfirming(false);
    } catch (error) {
      onFailed({ variant: 'danger', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="group" aria-labelledby="self-exclusion-title">
      <h3 id="self-exclusion-title" className="h6">
        {excludedUntil ? 'Extend your self-exclusion' : 'Take a break: self-exclusion'}
      </h3>
      <p className="small text-body-secondary">
        Stop yourself from buying tickets, by card or from your wallet, for 6 months or more. Once started it
        cannot be shortened or cancelled.
      </p>
      <fieldset disabled={confirming || sending}>
        <legend className="form-label fs-6">Exclude me for</legend>
        {SELF_EXCLUSION_PERIODS.map(({ id, label }) => {
          const endsAt = endOf(id);
          const tooShort = endsAt.getTime() <= runningUntil;
          return (
            <Form.Check
              key={id}
              type="radio"
              id={`self-exclusion-${id}`}
              name="self-exclusion-period"
              label={`${label} (until ${formatLagosDate(endsAt)})`}
              checked={period === id}
              disabled={tooShort}
              onChange={() => {
                setPeriod(id);
                setProblem(null);
              }}
            />
          );
        })}
      </fieldset>
      {problem && (
        <div className="text-danger small mt-1" role="alert">
          {problem}
        </div>
      )}
      {!confirming ? (
        <Button
          variant="outline-danger"
          className="mt-2"
          onClick={() => {
            if (!period) setProblem(CHOOSE_PERIOD_MESSAGE);
            else setConfirming(true);
          }}
        >
          {excludedUntil ? 'Extend my exclusion' : 'Exclude me'}
        </Button>
      ) : (
        <div className="alert alert-danger mt-2" role="alertdialog" aria-labelledby="self-exclusion-confirm">
          <p id="self-exclusion-confirm" className="mb-2">
            You will not be able to buy tickets until <strong>{chosenEnd}</strong>.{' '}
            <strong>This cannot be undone:</strong> a self-exclusion cannot be shortened or cancelled.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="danger" disabled={sending} onClick={() => void confirm()}>
              {sending ? 'Excluding...' : `Yes, exclude me until ${chosenEnd}`}
            </Button>
            <Button variant="outline-secondary" disabled={sending} onClick={() => setConfirming(false)}>
              Go back
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
