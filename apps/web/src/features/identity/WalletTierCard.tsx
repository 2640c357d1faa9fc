import { formatNaira } from '@chancepay/shared/money';
import { RichMessage, useMessages } from '../../lib/i18n';
import { useWalletLimits } from './api';
import { VerifyIdentityLink } from './VerifyIdentityLink';
import { walletTierMessages } from './wallet-tier.messages';

export const TIER_ZERO_MESSAGE = walletTierMessages.en.tierZero;

/**
 * The dashboard's wallet tier (issue #21 item 7): the tier, what is left to send today, and money held above
 * the tier's cap with the step that releases it. Nothing is shown while it loads or if it cannot load: the
 * balance above it is what matters, and the profile has the full picture.
 */
export function WalletTierCard() {
  const t = useMessages(walletTierMessages);
  const { data: limits } = useWalletLimits();
  if (!limits) return null;
  const held = limits.held_kobo > 0;
  return (
    <section className="card mt-3" aria-labelledby="wallet-tier-title" data-testid="wallet-tier">
      <div className="card-body py-3">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
          <h2 id="wallet-tier-title" className="h6 mb-0">
            <span className="badge text-bg-primary me-2">{t('tier', { tier: limits.tier })}</span>
            {t('title')}
          </h2>
          {limits.tier > 0 && (
            <p className="mb-0 small" data-testid="left-today">
              <RichMessage
                text={t('leftToday', {
                  left: formatNaira(limits.left_today_kobo),
                  daily: formatNaira(limits.daily_out_kobo),
                })}
                parts={{
                  left: (text) => <strong>{text}</strong>,
                  of: (text) => <span className="text-body-secondary">{text}</span>,
                }}
              />
            </p>
          )}
        </div>
        {limits.tier === 0 && (
          <p className="small mb-0 mt-2">
            {t('tierZero')} <VerifyIdentityLink className="fw-semibold">{t('verifyNow')}</VerifyIdentityLink>
          </p>
        )}
        {held && (
          <div className="alert alert-warning small py-2 mt-2 mb-0" data-testid="held-money">
            {/* The server's message names the amount and the step ("₦12,000.00 is waiting for you: ..."). */}
            {limits.held_message ?? (
              <>
                <RichMessage
                  text={t('heldWaiting', { amount: formatNaira(limits.held_kobo) })}
                  parts={{ amount: (text) => <strong>{text}</strong> }}
                />{' '}
                {limits.next_step_message}
              </>
            )}{' '}
            <VerifyIdentityLink>{t('takeNextStep')}</VerifyIdentityLink>
          </div>
        )}
        {!held && limits.tier > 0 && limits.next_step_message && (
          <p className="small text-body-secondary mb-0 mt-2">
            {limits.next_step_message}{' '}
            <VerifyIdentityLink className="">{t('raiseLimits')}</VerifyIdentityLink>
          </p>
        )}
      </div>
    </section>
  );
}
