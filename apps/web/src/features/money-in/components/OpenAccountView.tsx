import type { OpenMoneyInAccount } from '../api/money-in-account';
import { AccountDetails } from './AccountDetails';
import { RecentCredits } from './RecentCredits';

export const HOW_IT_WORKS_TEXT =
  'Send any amount from any bank app to this account. It arrives in your wallet in a minute or two.';

/** The customer's own account number, how to use it, and what has arrived through it. */
export function OpenAccountView({ account }: { account: OpenMoneyInAccount }) {
  return (
    <>
      <div className="card shadow-sm">
        <div className="card-body">
          <h2 className="h6 text-body-secondary mb-3">Your account number</h2>
          <AccountDetails
            accountNumber={account.account_number}
            bankName={account.bank_name}
            accountName={account.account_name}
          />
          <p className="mt-3 mb-0">{HOW_IT_WORKS_TEXT}</p>
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
