import { useId } from 'react';
import { CopyButton } from '../../../lib/copy-button';
import { useMessages } from '../../../lib/i18n';
import { addMoneyMessages } from '../add-money.messages';

/**
 * An account to send money to: the number large, with a Copy button, then the bank and the account name (what
 * the bank app shows back after its name enquiry, so the sender can check they have the right account).
 */
export function AccountDetails({
  accountNumber,
  bankName,
  accountName,
}: {
  accountNumber: string;
  bankName: string;
  accountName: string;
}) {
  const t = useMessages(addMoneyMessages);
  const numberId = useId();
  return (
    <dl className="money-in-account mb-0">
      <dt className="small text-body-secondary fw-normal">{t('accountNumber')}</dt>
      <dd className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span id={numberId} className="money-in-account-number" data-testid="account-number">
          {accountNumber}
        </span>
        <CopyButton text={accountNumber} what={t('accountNumberToCopy')} targetId={numberId} />
      </dd>
      <dt className="small text-body-secondary fw-normal">{t('bank')}</dt>
      <dd className="fw-semibold mb-2">{bankName}</dd>
      <dt className="small text-body-secondary fw-normal">{t('accountName')}</dt>
      <dd className="fw-semibold mb-0 text-break">{accountName}</dd>
    </dl>
  );
}
