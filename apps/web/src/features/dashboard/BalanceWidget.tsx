import { formatNairaValue } from '@chancepay/shared/money';
import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n';
import { Icon } from '../../lib/icons';
import { customerDashboardMessages } from './customer-dashboard.messages';
import './icons';

/**
 * The available-balance widget (spec section 2): the wallet balance in NGN format, and beside it the way to
 * add money when there is one (it wraps below the balance on a narrow phone).
 */
export function BalanceWidget({
  balance,
  label,
  action,
}: {
  balance: string;
  label?: string;
  action?: ReactNode;
}) {
  const t = useMessages(customerDashboardMessages);
  return (
    <div className="card money-balance text-white border-0">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <Icon name="bi-wallet" className="money-balance-icon" />
        <div>
          <h2 className="h6 mb-1 fw-normal">{label ?? t('availableBalance')}</h2>
          <p className="h3 mb-0 fw-bold" data-testid="wallet-balance">
            {formatNairaValue(balance)}
          </p>
        </div>
        {action ? <div className="ms-auto">{action}</div> : null}
      </div>
    </div>
  );
}
