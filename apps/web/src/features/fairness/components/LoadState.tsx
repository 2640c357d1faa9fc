import { useMessages } from '../../../lib/i18n';
import { RecordNotFoundError } from '../api/fairness-records';
import { fairnessMessages } from '../fairness.messages';
import { known } from './words';

export function LoadState({ isPending, error }: { isPending: boolean; error: Error | null }) {
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
