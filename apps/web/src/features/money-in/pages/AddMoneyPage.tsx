import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { VerifyIdentityLink } from '../../identity/VerifyIdentityLink';
import { useAccountOpened, useMoneyInAccount, type NotEligible } from '../api/money-in-account';
import { OpenAccountForm } from '../components/OpenAccountForm';
import { OpenAccountView } from '../components/OpenAccountView';
import { addMoneyMessages } from '../add-money.messages';
import '../components/money-in.scss';

export const ADD_MONEY_LOAD_FAILED_MESSAGE = addMoneyMessages.en.loadFailed;

function NotEligibleView({ state }: { state: NotEligible }) {
  const t = useMessages(addMoneyMessages);
  return (
    <div className="card shadow-sm">
      <div className="card-body">
        <p>{state.message}</p>
        {state.next_step ? <p className="fw-semibold">{state.next_step}</p> : null}
        <VerifyIdentityLink className="btn btn-primary">{t('goToProfile')}</VerifyIdentityLink>
      </div>
    </div>
  );
}

/**
 * /dashboard/add-money (issue #22 item 4): the customer's own account number for topping up the wallet by
 * bank transfer; the BVN typed again to open it the first time; the next step for those not yet eligible.
 */
export function AddMoneyPage() {
  const t = useMessages(addMoneyMessages);
  usePageTitle(t('title'));
  const account = useMoneyInAccount();
  const accountOpened = useAccountOpened();
  const data = account.data;

  return (
    // One column no wider than a phone held sideways: the number and its Copy button stay together.
    <section aria-labelledby="add-money-title" className="money-in-page col-12 col-lg-9 col-xl-7">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <h1 id="add-money-title" className="h3 mb-0">
          {t('title')}
        </h1>
        <Link to="/dashboard">{t('backToWallet')}</Link>
      </div>
      {account.isPending ? (
        <div className="d-flex align-items-center gap-2" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('loading')}
        </div>
      ) : null}
      {account.isError && !data ? (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{t('loadFailed')}</p>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={account.isFetching}
            onClick={() => void account.refetch()}
          >
            {account.isFetching ? t('tryingAgain') : t('tryAgain')}
          </button>
        </div>
      ) : null}
      {data?.status === 'open' ? <OpenAccountView account={data} /> : null}
      {data?.status === 'needs_bvn_again' ? <OpenAccountForm state={data} onOpened={accountOpened} /> : null}
      {data?.status === 'not_eligible' ? <NotEligibleView state={data} /> : null}
    </section>
  );
}

export default AddMoneyPage;
