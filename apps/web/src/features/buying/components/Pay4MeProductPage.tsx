import { formatNaira } from '@chancepay/shared/money';
import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { useMessages } from '../../../lib/i18n';
import { useOfferFromQuery } from '../model/use-offer-from-query';
import type { BuyerAccount } from '../model/use-purchase';
import { Pay4MeForm } from './Pay4MeForm';
import { pay4MeMessages } from './pay4me.messages';
import { PurchasePage } from './PurchasePage';

/** Pay4Me, public or (with an account) in the dashboard. */
export function Pay4MeProductPage({ account, embedded }: { account?: BuyerAccount; embedded?: boolean }) {
  const { offerState, originPath } = useOfferFromQuery(RAFFLE_TYPE.pay4Me);
  const offer = offerState.status === 'ready' ? offerState.offer : null;
  const t = useMessages(pay4MeMessages);
  const intro = (
    <p className="mb-0">{t('intro', { amount: offer ? formatNaira(offer.winnableKobo) : '' })}</p>
  );
  return (
    <PurchasePage
      typeId={RAFFLE_TYPE.pay4Me}
      offerState={offerState}
      intro={intro}
      embedded={embedded}
      walletBalanceKobo={account?.walletBalanceKobo}
    >
      <Pay4MeForm offer={offer} originPath={originPath} account={account} />
    </PurchasePage>
  );
}
