import {
  SELF_EXCLUSION_PERIODS,
  selfExclusionEndsAt,
  type SelfExclusionPeriod,
} from '@chancepay/shared/responsible-play';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { RichMessage, useFormatDate, useMessages } from '../../../lib/i18n';
import { excludeMyself, type PlayLimitsAnswer } from './api';
import { LAGOS_DAY } from './lagos-day';
import { responsiblePlayMessages } from './responsible-play.messages';
import type { Notice } from './ResponsiblePlaySection';

export const CHOOSE_PERIOD_MESSAGE = responsiblePlayMessages.en.choosePeriod;

const periodNames = {
  '6_months': 'sixMonths',
  '1_year': 'oneYear',
  '5_years': 'fiveYears',
} as const satisfies Record<SelfExclusionPeriod, keyof (typeof responsiblePlayMessages)['en']>;

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
  const t = useMessages(responsiblePlayMessages);
  const formatDate = useFormatDate();
  const formatDay = (date: Date) => formatDate(date, LAGOS_DAY);
  const [period, setPeriod] = useState<SelfExclusionPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const now = new Date();
  const runningUntil = excludedUntil ? new Date(excludedUntil).getTime() : 0;
  const endOf = (id: SelfExclusionPeriod) => selfExclusionEndsAt(now, id);
  const chosenEnd = period ? formatDay(endOf(period)) : '';

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
        {excludedUntil ? t('extendTitle') : t('takeBreakTitle')}
      </h3>
      <p className="small text-body-secondary">{t('exclusionIntro')}</p>
      <fieldset disabled={confirming || sending}>
        <legend className="form-label fs-6">{t('excludeMeFor')}</legend>
        {SELF_EXCLUSION_PERIODS.map(({ id }) => {
          const endsAt = endOf(id);
          const tooShort = endsAt.getTime() <= runningUntil;
          return (
            <Form.Check
              key={id}
              type="radio"
              id={`self-exclusion-${id}`}
              name="self-exclusion-period"
              label={t('periodUntil', { period: t(periodNames[id]), date: formatDay(endsAt) })}
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
            if (!period) setProblem(t('choosePeriod'));
            else setConfirming(true);
          }}
        >
          {excludedUntil ? t('extendExclusion') : t('excludeMe')}
        </Button>
      ) : (
        <div className="alert alert-danger mt-2" role="alertdialog" aria-labelledby="self-exclusion-confirm">
          <p id="self-exclusion-confirm" className="mb-2">
            <RichMessage
              text={t('confirmExclusion', { date: chosenEnd })}
              parts={{
                date: (text) => <strong>{text}</strong>,
                final: (text) => <strong>{text}</strong>,
              }}
            />
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="danger" disabled={sending} onClick={() => void confirm()}>
              {sending ? t('excluding') : t('yesExcludeUntil', { date: chosenEnd })}
            </Button>
            <Button variant="outline-secondary" disabled={sending} onClick={() => setConfirming(false)}>
              {t('goBack')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
