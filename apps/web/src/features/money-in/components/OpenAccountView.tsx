import { useMessages } from '../../../lib/i18n';
import type { OpenMoneyInAccount } from '../api/money-in-account';
import { addMoneyMessages } from '../add-money.messages';
import { AccountDetails } from './AccountDetails';
import { RecentCredits } from './RecentCredits';

export const HOW_IT_WORKS_TEXT = addMoneyMessages.en.howItWorks;

/** The customer's own account number, how to use it, and what has arrived through it. */
export function OpenAccountView({ account }: { account: OpenMoneyInAccount }) {
  const t = useMessages(addMoneyMessages);
  return (
    <>
      <div className="card shadow-sm">
        <div className="card-body">
          <h2 className="h6 text-body-secondary mb-3">{t('yourAccountNumber')}</h2>
          <AccountDetails
            accountNumber={account.account_number}
            bankName={account.bank_name}
            accountName={account.account_name}
          />
          <p className="mt-3 mb-0">{t('howItWorks')}</p>
          {account.message ? (
            <p className="small text-body-secondary mt-2 mb-0" data-testid="money-in-note">
              {account.message}
            </p>
          ) : null}
        </div>
      </div>
      <RecentCredits credits={account.credits} />
    </>
  );
}
