import { formatNairaValue, koboFromNairaValue } from '@chancepay/shared/money';
import { useFormatDate, useMessages } from '../../../lib/i18n';
import type { CreditStatus, MoneyInCredit } from '../api/money-in-account';
import { addMoneyMessages } from '../add-money.messages';

/** What each status means to the customer (DOMAIN.md Money in: frozen until the BVN, held over the cap). */
export const CREDIT_STATUS_TEXT: Record<CreditStatus, string> = {
  posted: addMoneyMessages.en.posted,
  frozen: addMoneyMessages.en.frozen,
  held: addMoneyMessages.en.held,
};

const STATUS_BADGE: Record<CreditStatus, string> = {
  posted: 'text-bg-success',
  frozen: 'text-bg-warning',
  held: 'text-bg-warning',
};

function CreditItem({ credit }: { credit: MoneyInCredit }) {
  const t = useMessages(addMoneyMessages);
  const formatDate = useFormatDate();
  const feeKobo = koboFromNairaValue(credit.fee);
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
        <strong className="fs-5">{formatNairaValue(credit.amount)}</strong>
        <span className={`badge ${STATUS_BADGE[credit.status] ?? 'text-bg-secondary'}`}>
          {credit.status in CREDIT_STATUS_TEXT ? t(credit.status) : credit.status}
        </span>
      </div>
      <div className="small text-body-secondary">
        {/* "21 May 2027 at 14:05" in English (formatLagosDateTime), on the Lagos clock in any language. */}
        {t('receivedAt', {
          date: formatDate(credit.received_at, { day: 'numeric', month: 'long', year: 'numeric' }),
          time: formatDate(credit.received_at, { hour: '2-digit', minute: '2-digit', hour12: false }),
        })}
        {feeKobo > 0 ? ` · ${t('fee', { fee: formatNairaValue(credit.fee) })}` : ''}
      </div>
      {credit.status !== 'posted' && credit.message ? (
        <p className="small mb-0 mt-1">{credit.message}</p>
      ) : null}
    </li>
  );
}

/** The account's recent top-ups, newest first as the server sends them. */
export function RecentCredits({ credits }: { credits: MoneyInCredit[] }) {
  const t = useMessages(addMoneyMessages);
  return (
    <section aria-labelledby="recent-credits-title" className="mt-4">
      <h2 id="recent-credits-title" className="h5">
        {t('recentTopUps')}
      </h2>
      {credits.length === 0 ? (
        <p className="text-body-secondary">{t('nothingYet')}</p>
      ) : (
        <ul className="list-group list-group-flush" aria-label={t('recentTopUps')}>
          {credits.map((credit) => (
            <CreditItem key={credit.reference} credit={credit} />
          ))}
        </ul>
      )}
    </section>
  );
}
