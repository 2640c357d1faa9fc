import { translate } from '@chancepay/shared/i18n/messages';
import type { purchaseFormMessages } from './purchase-form.messages';

export default translate<typeof purchaseFormMessages>('buying.form', 'ha', {
  phoneNumber: 'Lambar waya',
  yourPhoneNumber: 'Lambar wayarka',
  phoneHelp: 'Lambar wayar hannu ta Najeriya. Duk abin da ka ci yana tare da ita.',
  emailOptional: 'Imel (ba dole ba)',
  emailHelp: 'Don rasit na biyan kuɗi.',
  numberOfTickets: 'Yawan tikiti',
  amountDue: 'Kuɗin da ake bin ka (₦)',
  amountDueHelp: 'Abin da shagon ke bin ka, aƙalla ₦1.00.',
  ageConfirmation: 'Na tabbatar cewa shekaruna 18 ko fiye.',
  payWith: 'Biya da',
  myWallet: 'Walat ɗina (ragowar kuɗi {balance})',
  balanceShort: 'Ragowar kuɗinka bai kai wannan jimilla ba.',
  cardTransferOrUssd: 'Katin banki, tura kuɗi ta banki ko USSD',
  ticketPrice: 'Farashin tikiti',
  totalToPay: 'Jimillar da za ka biya',
  transferableAmount: 'Kuɗin da za a iya turawa',
  yourChanceToWin: 'Damarka ta cin nasara',
  oddsOneIn: '1 cikin {count}',
  buyTickets: 'Sayi tikiti',
  pay: 'Biya {amount}',
  payFromWallet: 'Biya {amount} daga walat ɗina',
  payByCardTransferOrUssd: 'Biya {amount} da kati, tura kuɗi ko USSD',
  processing: 'Ana aiki...',
  payByTransfer: 'Biya ta tura kuɗi ta banki',
  payByTransferHelp:
    'Ba ka da kati? Za mu ba ka lambar asusu don wannan kuɗin daidai; tura shi daga kowace manhajar banki.',
  loadingAccountDetails: 'Ana loda bayanan asusun…',
  close: 'Rufe',
  unnamedVendor: 'Mai shago mara suna',
});
