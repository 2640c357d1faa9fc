import type { Translator } from '@chancepay/shared/i18n/messages';
import { formatNaira, koboFromNairaValue } from '@chancepay/shared/money';
import {
  MAX_SPEND_LIMIT_KOBO,
  MIN_SPEND_LIMIT_KOBO,
  readSpendLimit,
  SPEND_LIMIT_MAX_MESSAGE,
  SPEND_LIMIT_MIN_MESSAGE,
} from '@chancepay/shared/responsible-play';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ApiError } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { knownMessageIn } from '../../auth/known-message';
import { saveSpendLimits, type PlayLimitsAnswer, type PlayLimitsState } from './api';
import { responsiblePlayMessages } from './responsible-play.messages';
import type { Notice } from './ResponsiblePlaySection';

type Field = 'daily_limit' | 'monthly_limit';
type PlayTranslator = Translator<(typeof responsiblePlayMessages)['en']>;
export const NOTHING_CHANGED_MESSAGE = responsiblePlayMessages.en.nothingChanged;

const fields = [
  { field: 'daily_limit', key: 'daily', label: 'dailyLimit', per: 'perDay' },
  { field: 'monthly_limit', key: 'monthly', label: 'monthlyLimit', per: 'perMonth' },
] as const;

/** The shared limit check's words (which the server uses too) in the reader's language. */
function limitProblemIn(t: PlayTranslator, message: string): string {
  if (message === SPEND_LIMIT_MIN_MESSAGE)
    return t('limitTooSmall', { amount: formatNaira(MIN_SPEND_LIMIT_KOBO) });
  if (message === SPEND_LIMIT_MAX_MESSAGE)
    return t('limitTooLarge', { amount: formatNaira(MAX_SPEND_LIMIT_KOBO) });
  return knownMessageIn(t, responsiblePlayMessages, message);
}

/** "5000.00" -> "5000" for the input box; null -> "" (no limit). */
function inputValueOf(naira: string | null): string {
  return naira === null ? '' : naira.replace(/\.00$/, '');
}

function fieldErrorsOf(error: ApiError, t: PlayTranslator): Partial<Record<Field, string>> {
  const body = error.body as { errors?: { field: string; message: string }[] } | null;
  const found: Partial<Record<Field, string>> = {};
  for (const { field, message } of body?.errors ?? [])
    if (field === 'daily_limit' || field === 'monthly_limit') found[field] ??= limitProblemIn(t, message);
  return found;
}

/**
 * The two limits in naira, checked as they are typed with the server's own rule (readSpendLimit). Only a
 * limit that was changed is sent, so saving one never disturbs a pending increase of the other.
 */
export function SpendLimitsForm({
  state,
  onSaved,
  onFailed,
}: {
  state: PlayLimitsState;
  onSaved: (answer: PlayLimitsAnswer) => void;
  onFailed: (notice: Notice) => void;
}) {
  const t = useMessages(responsiblePlayMessages);
  const [values, setValues] = useState<Record<Field, string>>({
    daily_limit: inputValueOf(state.daily.limit),
    monthly_limit: inputValueOf(state.monthly.limit),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function problemOf(value: string): string | undefined {
    const reading = readSpendLimit(value);
    return reading.ok ? undefined : limitProblemIn(t, reading.message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    const changes: Partial<Record<Field, string | null>> = {};
    for (const { field, key } of fields) {
      const reading = readSpendLimit(values[field]);
      if (!reading.ok) {
        found[field] = limitProblemIn(t, reading.message);
        continue;
      }
      const currentKobo = state[key].limit === null ? null : koboFromNairaValue(state[key].limit);
      if (reading.kobo !== currentKobo)
        changes[field] = values[field].trim() === '' ? null : values[field].trim();
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) {
      setFormError(t('nothingChanged'));
      return;
    }
    setSaving(true);
    try {
      onSaved(await saveSpendLimits(changes));
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrorsOf(error, t));
      onFailed({ variant: 'danger', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="mb-4" aria-label={t('spendLimits')}>
      <h3 className="h6">{t('spendLimits')}</h3>
      <div className="row g-3">
        {fields.map(({ field, label, per }) => {
          const reading = readSpendLimit(values[field]);
          return (
            <Form.Group className="col-sm-6" controlId={`play-${field}`} key={field}>
              <Form.Label>{t(label)}</Form.Label>
              <InputGroup hasValidation className="limit-input">
                <InputGroup.Text>₦</InputGroup.Text>
                <Form.Control
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('noLimit')}
                  value={values[field]}
                  isInvalid={Boolean(errors[field])}
                  onChange={(event) => {
                    const value = event.target.value;
                    setValues((previous) => ({ ...previous, [field]: value }));
                    setErrors((previous) => ({ ...previous, [field]: problemOf(value) }));
                    setFormError(null);
                  }}
                />
                <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
              </InputGroup>
              {!errors[field] && reading.ok && (
                <Form.Text>
                  {reading.kobo === null ? t('noLimit') : t(per, { amount: formatNaira(reading.kobo) })}
                </Form.Text>
              )}
            </Form.Group>
          );
        })}
      </div>
      <p className="small text-body-secondary mt-2 mb-2">{t('limitsHelp')}</p>
      {formError && (
        <div className="text-danger small mb-2" role="alert">
          {formError}
        </div>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? t('saving') : t('saveLimits')}
      </Button>
    </Form>
  );
}
