import type { ReactNode } from 'react';

export function DismissibleAlert({
  variant,
  children,
  onClose,
}: {
  variant: 'warning' | 'info' | 'danger';
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <div className={`alert alert-${variant} alert-dismissible`} role="alert">
      {children}
      <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
    </div>
  );
}

/** The one message a form shows at a time: the first check that failed, or the server's answer. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}
