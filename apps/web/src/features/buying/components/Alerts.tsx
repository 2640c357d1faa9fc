import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n';
import { VerifyIdentityLink } from '../../identity/VerifyIdentityLink';
import { purchaseFormMessages } from './purchase-form.messages';

export function DismissibleAlert({
  variant,
  children,
  onClose,
}: {
  variant: 'warning' | 'info' | 'danger';
  children: ReactNode;
  onClose: () => void;
}) {
  const t = useMessages(purchaseFormMessages);
  return (
    <div className={`alert alert-${variant} alert-dismissible`} role="alert">
      {children}
      <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />
    </div>
  );
}

/**
 * The one message a form shows at a time: the first check that failed, or the server's answer; beside a
 * refusal for the wallet's tier, the way to the step that lifts it.
 */
export function FormError({
  message,
  offerVerification = false,
}: {
  message: string | null;
  offerVerification?: boolean;
}) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
      {offerVerification && (
        <>
          {' '}
          <VerifyIdentityLink />
        </>
      )}
    </div>
  );
}
