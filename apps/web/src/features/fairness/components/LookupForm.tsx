import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n';
import { fairnessMessages } from '../fairness.messages';

export function LookupForm({ initial, onLookup }: { initial: string; onLookup: (value: string) => void }) {
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
