import { formatNaira } from '@chancepay/shared/money';
import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { Link } from 'react-router';
import { loadPurchaseForm } from '../checkout/saved-purchase-form';
import { startedAgo } from '../model/started-ago';
import { useOfferFromQuery } from '../model/use-offer-from-query';
import { usePaymentCancelledAlert } from '../model/use-payment-cancelled-alert';
import type { BuyerAccount } from '../model/use-purchase';
import {
  ON_THE_HOUSE_INCOMPLETE_MESSAGE,
  GET_CASH_INCOMPLETE_MESSAGE,
  PAYMENT_CANCELLED_MESSAGE,
} from '../model/validation';
import { DismissibleAlert } from './Alerts';
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
  const offer = offerState.status === 'ready' ? offerState.offer : null;
  const prize = offer ? formatNaira(offer.winnableKobo) : 'cash';
  // DOMAIN.md "Winnings tax": beside the spec's sentence, what the winner is paid after the tax withheld.
  const afterTax =
    offer && offer.winnableAfterTaxKobo !== null ? (
      <p className="mb-0 small prize-after-tax">
        Win {formatNaira(offer.winnableKobo)} ({formatNaira(offer.winnableAfterTaxKobo)} after tax)
      </p>
    ) : null;
  const intro =
    typeId === RAFFLE_TYPE.getCash ? (
      <>
        <p className="mb-0">
          Buy tickets for an instant, provably fair chance to win {prize} into your wallet.
        </p>
        {afterTax}
      </>
    ) : (
      <>
        <p className="mb-0">
          Special deals: buy tickets for an instant chance to win {prize}, on the house.
          {offer?.sponsor ? ` Sponsored by ${offer.sponsor}.` : ''}
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
          {PAYMENT_CANCELLED_MESSAGE}
        </DismissibleAlert>
      ) : null}
      {unfinishedReference ? (
        <DismissibleAlert variant="info" onClose={dismissUnfinished}>
          You started a payment{' '}
          {startedAgo(loadPurchaseForm(unfinishedReference)?.savedAt ?? null, Date.now())}.{' '}
          <Link to={`/thank-you?reference=${encodeURIComponent(unfinishedReference)}`}>See how it went</Link>.
        </DismissibleAlert>
      ) : null}
      <TicketPurchaseForm
        offer={offer}
        incompleteMessage={
          typeId === RAFFLE_TYPE.getCash ? GET_CASH_INCOMPLETE_MESSAGE : ON_THE_HOUSE_INCOMPLETE_MESSAGE
        }
        originPath={originPath}
        account={account}
      />
    </PurchasePage>
  );
}
