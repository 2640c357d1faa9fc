import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VERIFY_IDENTITY_HREF } from './tier-refusal';

/** The way from a tier's refusal (or held money) to the step that lifts it. */
export function VerifyIdentityLink({
  children = 'Verify your identity',
  className = 'alert-link',
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Link to={VERIFY_IDENTITY_HREF} className={className}>
      {children}
    </Link>
  );
}
