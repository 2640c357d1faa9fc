import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../lib/i18n';
import { VERIFY_IDENTITY_HREF } from './tier-refusal';
import { walletTierMessages } from './wallet-tier.messages';

/** The way from a tier's refusal (or held money) to the step that lifts it. */
export function VerifyIdentityLink({
  children,
  className = 'alert-link',
}: {
  /** What the link says; "Verify your identity" (in the reader's language) unless told. */
  children?: ReactNode;
  className?: string;
}) {
  const t = useMessages(walletTierMessages);
  return (
    <Link to={VERIFY_IDENTITY_HREF} className={className}>
      {children ?? t('verifyIdentity')}
    </Link>
  );
}
