import { localized, type LocalizedMessage } from '../../i18n/localized';
import { supportMessages } from './support.messages';

/** How a customer reaches a person (SUPPORT_EMAIL, SUPPORT_PHONE): named in every refusal a hold causes. */
export interface SupportContact {
  email: string;
  phone: string;
}

export const caseLabel = (caseNumber: number) => `C-${caseNumber}`;

/**
 * What a held customer or vendor reads when a debit is refused, and on their dashboard. It names the case and
 * support and nothing else: telling the person why (an alert, a report) would be tipping off (MLPPA 2022).
 */
export function walletHoldMessage(caseNumber: number, support: SupportContact): LocalizedMessage {
  return localized(supportMessages, 'walletOnHold', {
    case: caseLabel(caseNumber),
    email: support.email,
    phone: support.phone,
  });
}
