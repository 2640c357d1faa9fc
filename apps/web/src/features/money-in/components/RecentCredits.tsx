import { formatLagosDateTime } from '@chancepay/shared/lagos-time';
import { formatNairaValue, koboFromNairaValue } from '@chancepay/shared/money';
import type { CreditStatus, MoneyInCredit } from '../api/money-in-account';

/** What each status means to the customer (DOMAIN.md Money in: frozen until the BVN, held over the cap). */
export const CREDIT_STATUS_TEXT: Record<CreditStatus, string> = {
  posted: 'In your wallet',
  frozen: 'Waiting for the gateway to release it',
  held: 'Held over your wallet limit',
};

const STATUS_BADGE: Record<CreditStatus, string> = {
  posted: 'text-bg-success',
  frozen: 'text-bg-warning',
  held: 'text-bg-warning',
};

function CreditItem({ credit }: { credit: MoneyInCredit }) {
  const feeKobo = koboFromNairaValue(credit.fee);
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
        <strong className="fs-5">{formatNairaValue(credit.amount)}</strong>
        <span className={`badge ${STATUS_BADGE[credit.status] ?? 'text-bg-secondary'}`}>
          {CREDIT_STATUS_TEXT[credit.status] ?? credit.status}
        </span>
      </div>
      <div className="small text-body-secondary">
        {formatLagosDateTime(credit.received_at)}
        {feeKobo > 0 ? ` · Fee ${formatNairaValue(credit.fee)}` : ''}
      </div>
      {credit.status !== 'posted' && credit.message ? (
        <p className="small mb-0 mt-1">{credit.message}</p>
      ) : null}
    </li>
  );
}

/** The account's recent top-ups, newest first as the server sends them. */
export function RecentCredits({ credits }: { credits: MoneyInCredit[] }) {
  return (
    <section aria-labelledby="recent-credits-title" className="mt-4">
      <h2 id="recent-credits-title" className="h5">
        Recent top-ups
      </h2>
      {credits.length === 0 ? (
        <p className="text-body-secondary">
          Nothing has arrived yet. Money you send shows here, and in your balance.
        </p>
      ) : (
        <ul className="list-group list-group-flush" aria-label="Recent top-ups">
          {credits.map((credit) => (
            <CreditItem key={credit.reference} credit={credit} />
          ))}
        </ul>
      )}
    </section>
  );
}
