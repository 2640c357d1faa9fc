import { useMessages } from '../../../lib/i18n';
import { Icon } from '../../../lib/icons';
import type { Verification } from '../model/verification';
import { verificationMessages, type VerificationTranslator } from '../model/verification.messages';
import '../icons';

/**
 * A finished result's status icon (tick, cross, clock) and its outcome in one line, beside the spec's
 * progress bar (issue #27 finding 20: a bar at "95%" alone reads as not finished yet).
 */
export function outcomeOf(
  verification: Verification,
  charged: boolean | null,
  t: VerificationTranslator,
): { icon: string; tone: 'success' | 'danger' | 'secondary'; text: string } | null {
  switch (verification.status) {
    case 'verifying':
      return null;
    case 'winner_selected':
      return { icon: 'check-circle-fill', tone: 'success', text: t('outcomeWon') };
    case 'entry_processed':
      return { icon: 'check-circle-fill', tone: 'success', text: t('outcomeLost') };
    case 'amount_mismatch_wallet_updated':
      return {
        icon: 'arrow-counterclockwise',
        tone: 'secondary',
        text: t('outcomeRefunded'),
      };
    case 'payment_failed':
      return charged === false || verification.cancelled
        ? { icon: 'x-circle-fill', tone: 'danger', text: t('outcomeNotThrough') }
        : { icon: 'clock-fill', tone: 'secondary', text: t('outcomeNotConfirmed') };
  }
}

export function ResultOutcome({
  verification,
  charged,
}: {
  verification: Verification;
  charged: boolean | null;
}) {
  const outcome = outcomeOf(verification, charged, useMessages(verificationMessages));
  if (!outcome) return null;
  return (
    <p
      className={`result-outcome fw-semibold text-${outcome.tone === 'secondary' ? 'body' : outcome.tone}-emphasis`}
    >
      <Icon name={outcome.icon} className={`me-2 text-${outcome.tone}`} />
      {outcome.text}
    </p>
  );
}
