import { formatNairaValue } from '@chancepay/shared/money';
import { Icon } from '../../lib/icons';
import './icons';

/** The available-balance widget (spec section 2): the wallet balance in NGN format. */
export function BalanceWidget({ balance, label = 'Available Balance' }: { balance: string; label?: string }) {
  return (
    <div className="card money-balance text-white border-0">
      <div className="card-body d-flex align-items-center gap-3">
        <Icon name="bi-wallet" className="money-balance-icon" />
        <div>
          <h2 className="h6 mb-1 fw-normal">{label}</h2>
          <p className="h3 mb-0 fw-bold" data-testid="wallet-balance">
            {formatNairaValue(balance)}
          </p>
        </div>
      </div>
    </div>
  );
}
