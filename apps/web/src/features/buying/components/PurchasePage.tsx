import { formatNaira } from '@chancepay/shared/money';
import { raffleTypeInfo } from '@chancepay/shared/raffle-types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichMessage, useMessages } from '../../../lib/i18n';
import { Icon } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { Redirect } from '../../../lib/server-response';
import { usePlayStanding } from '../../../lib/play-standing';
import type { RaffleOfferState } from '../api/raffle-offer';
import '../icons';
import { productPageMessages } from './product-page.messages';

/** Frame of a purchase page: title, introduction, and the states of loading its raffle offer. */
export function PurchasePage({
  typeId,
  offerState,
  intro,
  embedded = false,
  walletBalanceKobo,
  children,
}: {
  typeId: number;
  offerState: RaffleOfferState;
  intro: ReactNode;
  /** Inside the dashboard layout, which already provides <main>. */
  embedded?: boolean;
  /** Logged-in mode: the wallet balance shown above the form (spec: "the balance plus the same form"). */
  walletBalanceKobo?: number;
  children: ReactNode;
}) {
  const info = raffleTypeInfo(typeId);
  usePageTitle(info.name);
  const t = useMessages(productPageMessages);
  // Signed in (logged-in mode): a self-excluded customer, or one at a limit, sees why before any form.
  const standing = usePlayStanding(walletBalanceKobo !== undefined);
  // Spec section 5: a cycle that does not offer the requested type is "not found" and goes to /404.
  if (offerState.status === 'not-found') return <Redirect to="/404" />;

  const Frame = embedded ? 'div' : 'main';
  return (
    <Frame className={embedded ? 'py-2' : 'container py-4'}>
      <div className="row justify-content-center">
        <div className="col-12 col-md-9 col-lg-7 col-xl-6">
          <h1 className="h3 purchase-page-title">
            <Icon name={info.icon} className="text-primary me-2" />
            {info.name}
          </h1>
          <div className="text-body-secondary mb-3">{intro}</div>
          {walletBalanceKobo !== undefined ? (
            <div className="card mb-3">
              <div className="card-body d-flex justify-content-between align-items-center py-2">
                <span className="text-body-secondary">{t('availableBalance')}</span>
                <strong className="fs-5">{formatNaira(walletBalanceKobo)}</strong>
              </div>
            </div>
          ) : null}
          {offerState.status === 'missing' ? (
            <div className="alert alert-info" role="status">
              <RichMessage
                text={t('noRaffleChosen')}
                parts={{ home: (content) => <Link to="/">{content}</Link> }}
              />
            </div>
          ) : null}
          {offerState.status === 'loading' ? (
            <div className="d-flex align-items-center gap-2 mb-3" role="status">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
              {t('loadingRaffle')}
            </div>
          ) : null}
          {offerState.status === 'error' ? (
            <div className="alert alert-warning" role="alert">
              <RichMessage
                text={t('raffleLoadFailed')}
                parts={{
                  retry: (content) => (
                    <button
                      type="button"
                      className="btn btn-link p-0 align-baseline"
                      onClick={offerState.retry}
                    >
                      {content}
                    </button>
                  ),
                }}
              />
            </div>
          ) : null}
          {standing.kind === 'limited' ? (
            <p className="small text-body-secondary" role="status">
              {standing.message}
            </p>
          ) : null}
          {standing.kind === 'blocked' ? (
            // No form and no Pay button: nothing that looks as if it would work (ux-walk finding 11).
            <div className="alert alert-warning" role="status">
              <p className="mb-2">{standing.message}</p>
              <Link to="/dashboard/profile" className="alert-link">
                {t('seeYourLimits')}
              </Link>{' '}
              · <Link to="/dashboard">{t('backToYourWallet')}</Link>
            </div>
          ) : (
            <div className="card shadow-sm">
              <div className="card-body">{children}</div>
            </div>
          )}
        </div>
      </div>
    </Frame>
  );
}
