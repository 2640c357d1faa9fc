import { suggestBanksForAccount } from '@chancepay/shared/nuban';
import Button from 'react-bootstrap/Button';
import { useMessages } from '../../lib/i18n';
import { banksMessages } from './banks.messages';

/** Enough to cover OPay, PalmPay, Moniepoint, Kuda and the banks a check digit points to, on one phone screen. */
const MOST_SHOWN = 8;

/**
 * Number first (ux-walk finding 1, as OPay, PalmPay and Kuda do): once ten digits are in and no bank is chosen,
 * the banks the number can belong to, the popular wallets first. One tap chooses; name enquiry decides.
 */
export function BankSuggestions({
  accountNumber,
  onChoose,
}: {
  accountNumber: string;
  onChoose(code: string): void;
}) {
  const t = useMessages(banksMessages);
  const suggestions = suggestBanksForAccount(accountNumber).slice(0, MOST_SHOWN);
  if (suggestions.length === 0) return null;
  return (
    <div className="bank-suggestions mt-2" role="group" aria-label={t('suggestedBanks')}>
      <div className="small text-body-secondary mb-1">{t('isItOneOfThese')}</div>
      {suggestions.map((bank) => (
        <Button
          key={bank.cbnCode}
          size="sm"
          variant="outline-secondary"
          onClick={() => onChoose(bank.cbnCode)}
        >
          {bank.name}
        </Button>
      ))}
    </div>
  );
}
