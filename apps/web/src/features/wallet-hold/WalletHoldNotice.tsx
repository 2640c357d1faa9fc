import { useMessages } from '../../lib/i18n';
import { useWalletHold } from './api';
import { walletHoldMessages } from './wallet-hold.messages';

/**
 * A hold is never silent (DOMAIN.md): the dashboard says the wallet is on hold, the case number and how to
 * reach support, in the server's words. Nothing while it loads or when there is no hold.
 */
export function WalletHoldNotice() {
  const t = useMessages(walletHoldMessages);
  const { data: hold } = useWalletHold();
  if (!hold?.on_hold) return null;
  return (
    <div className="alert alert-danger mt-3" role="alert" data-testid="wallet-hold">
      <strong className="d-block">{t('onHold', { caseNumber: hold.case_number ?? '' })}</strong>
      {hold.message}
    </div>
  );
}
