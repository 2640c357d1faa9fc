import { formatNaira, koboFromNairaValue } from '@chancepay/shared/money';
import { readSpendLimit } from '@chancepay/shared/responsible-play';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ApiError } from '../../../lib/api-client';
import { saveSpendLimits, type PlayLimitsAnswer, type PlayLimitsState } from './api';
import type { Notice } from './ResponsiblePlaySection';

type Field = 'daily_limit' | 'monthly_limit';
export const NOTHING_CHANGED_MESSAGE = 'Change a limit before saving.';

const fields = [
  { field: 'daily_limit', key: 'daily', label: 'Daily limit' },
  { field: 'monthly_limit', key: 'monthly', label: 'Monthly limit' },
] as const;

/** "5000.00" -> "5000" for the input box; null -> "" (no limit). */
function inputValueOf(naira: string | null): string {
  return naira === null ? '' : naira.replace(/\.00$/, '');
}

function fieldErrorsOf(error: ApiError): Partial<Record<Field, string>> {
  const body = error.body as { errors?: { field: string; message: string }[] } | null;
  const found: Partial<Record<Field, string>> = {};
  for (const { field, message } of body?.errors ?? [])
    if (field === 'daily_limit' || field === 'monthly_limit') found[field] ??= message;
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
  const [values, setValues] = useState<Record<Field, string>>({
    daily_limit: inputValueOf(state.daily.limit),
    monthly_limit: inputValueOf(state.monthly.limit),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function problemOf(value: string): string | undefined {
    const reading = readSpendLimit(value);
    return reading.ok ? undefined : reading.message;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    const changes: Partial<Record<Field, string | null>> = {};
    for (const { field, key } of fields) {
      const reading = readSpendLimit(values[field]);
      if (!reading.ok) {
        found[field] = reading.message;
        continue;
      }
      const currentKobo = state[key].limit === null ? null : koboFromNairaValue(state[key].limit);
      if (reading.kobo !== currentKobo)
        changes[field] = values[field].trim() === '' ? null : values[field].trim();
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) {
      setFormError(NOTHING_CHANGED_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      onSaved(await saveSpendLimits(changes));
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrorsOf(error));
      onFailed({ variant: 'danger', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="mb-4" aria-label="Spend limits">
      <h3 className="h6">Spend limits</h3>
      <div className="row g-3">
        {fields.map(({ field, label }) => {
          const reading = readSpendLimit(values[field]);
          return (
            <Form.Group className="col-sm-6" controlId={`play-${field}`} key={field}>
              <Form.Label>{label}</Form.Label>
              <InputGroup hasValidation className="limit-input">
                <InputGroup.Text>₦</InputGroup.Text>
                <Form.Control
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="No limit"
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
                  {reading.kobo === null
                    ? 'No limit'
                    : `${formatNaira(reading.kobo)} a ${field === 'daily_limit' ? 'day' : 'month'}`}
                </Form.Text>
              )}
            </Form.Group>
          );
        })}
      </div>
      <p className="small text-body-secondary mt-2 mb-2">
        Leave a box empty for no limit. Lowering a limit takes effect at once; raising or removing one takes
        effect 24 hours later. Days and months follow Lagos time.
      </p>
      {formError && (
        <div className="text-danger small mb-2" role="alert">
          {formError}
        </div>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save limits'}
      </Button>
    </Form>
  );
}
