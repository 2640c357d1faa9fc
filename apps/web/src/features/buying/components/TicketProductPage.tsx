import { formatNaira } from '@chancepay/shared/money';
import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { Link } from 'react-router';
import { RichMessage, useMessages } from '../../../lib/i18n';
import { loadPurchaseForm } from '../checkout/saved-purchase-form';
import { startedAgo } from '../model/started-ago';
import { useOfferFromQuery } from '../model/use-offer-from-query';
import { usePaymentCancelledAlert } from '../model/use-payment-cancelled-alert';
import { startedAgoMessages } from '../model/started-ago.messages';
import type { BuyerAccount } from '../model/use-purchase';
import { validationMessages } from '../model/validation.messages';
import { verificationMessages } from '../model/verification.messages';
import { DismissibleAlert } from './Alerts';
import { productPageMessages } from './product-page.messages';
import { PurchasePage } from './PurchasePage';
import { TicketPurchaseForm } from './TicketPurchaseForm';

type TicketProductTypeId = typeof RAFFLE_TYPE.getCash | typeof RAFFLE_TYPE.onTheHouse;

/** Get Cash or On The House, public or (with an account) in the dashboard. */
export function TicketProductPage({
  typeId,
  account,
  embedded,
}: {
  typeId: TicketProductTypeId;
  account?: BuyerAccount;
  embedded?: boolean;
}) {
  const { offerState, originPath } = useOfferFromQuery(typeId);
  const { cancelled, dismissCancelled, unfinishedReference, dismissUnfinished } = usePaymentCancelledAlert();
  const t = useMessages(productPageMessages);
  const tv = useMessages(validationMessages);
  const tr = useMessages(verificationMessages);
  const tAgo = useMessages(startedAgoMessages);
  const offer = offerState.status === 'ready' ? offerState.offer : null;
  const prize = offer ? formatNaira(offer.winnableKobo) : t('cash');
  // DOMAIN.md "Winnings tax": beside the spec's sentence, what the winner is paid after the tax withheld.
  const afterTax =
    offer && offer.winnableAfterTaxKobo !== null ? (
      <p className="mb-0 small prize-after-tax">
        {t('winAfterTax', {
          prize: formatNaira(offer.winnableKobo),
          net: formatNaira(offer.winnableAfterTaxKobo),
        })}
      </p>
    ) : null;
  const intro = (
    <>
      <p className="mb-0">
        {typeId === RAFFLE_TYPE.getCash
          ? t('getCashIntro', { prize })
          : offer?.sponsor
            ? t('onTheHouseIntroSponsored', { prize, sponsor: offer.sponsor })
            : t('onTheHouseIntro', { prize })}
      </p>
      {afterTax}
    </>
  );

  return (
    <PurchasePage
      typeId={typeId}
      offerState={offerState}
      intro={intro}
      embedded={embedded}
      walletBalanceKobo={account?.walletBalanceKobo}
    >
      {cancelled ? (
        <DismissibleAlert variant="warning" onClose={dismissCancelled}>
          {tr('paymentCancelled')}
        </DismissibleAlert>
      ) : null}
      {unfinishedReference ? (
        <DismissibleAlert variant="info" onClose={dismissUnfinished}>
          <RichMessage
            text={t('startedPayment', {
              when: startedAgo(loadPurchaseForm(unfinishedReference)?.savedAt ?? null, Date.now(), tAgo),
            })}
            parts={{
              result: (content) => (
                <Link to={`/thank-you?reference=${encodeURIComponent(unfinishedReference)}`}>{content}</Link>
              ),
            }}
          />
        </DismissibleAlert>
      ) : null}
      <TicketPurchaseForm
        offer={offer}
        incompleteMessage={
          typeId === RAFFLE_TYPE.getCash ? tv('requiredFieldsIncomplete') : tv('allFieldsIncomplete')
        }
        originPath={originPath}
        account={account}
      />
    </PurchasePage>
  );
}
