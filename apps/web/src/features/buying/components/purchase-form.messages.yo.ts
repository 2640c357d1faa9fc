import { translate } from '@chancepay/shared/i18n/messages';
import type { purchaseFormMessages } from './purchase-form.messages';

export default translate<typeof purchaseFormMessages>('buying.form', 'yo', {
  phoneNumber: 'Nọ́ńbà fóònù',
  yourPhoneNumber: 'Nọ́ńbà fóònù rẹ',
  phoneHelp: 'Nọ́ńbà fóònù alágbèéká Nàìjíríà. Ohunkóhun tí o bá jẹ yóò so mọ́ ọn.',
  emailOptional: 'Ímeèlì (kò pọndandan)',
  emailHelp: 'Fún ìwé-ẹ̀rí ìsanwó.',
  numberOfTickets: 'Iye tíkẹ́ẹ̀tì',
  amountDue: 'Owó tí o jẹ (₦)',
  amountDueHelp: 'Owó tí o jẹ ṣọ́ọ̀bù náà, ó kéré tán ₦1.00.',
  ageConfirmation: 'Mo jẹ́rìísí pé mo ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ.',
  payWith: 'Sanwó pẹ̀lú',
  myWallet: 'Wálẹ́ẹ̀tì mi (iye owó tó kù {balance})',
  balanceShort: 'Iye owó tó kù fún ọ kò tó àròpọ̀ yìí.',
  cardTransferOrUssd: 'Káàdì, gbígbé owó láti báńkì tàbí USSD',
  ticketPrice: 'Iye owó tíkẹ́ẹ̀tì',
  totalToPay: 'Àròpọ̀ owó tí o máa san',
  transferableAmount: 'Owó tí o lè fi ránṣẹ́',
  yourChanceToWin: 'Àǹfààní rẹ láti jẹ',
  oddsOneIn: '1 nínú {count}',
  buyTickets: 'Ra tíkẹ́ẹ̀tì',
  pay: 'San {amount}',
  payFromWallet: 'San {amount} láti wálẹ́ẹ̀tì mi',
  payByCardTransferOrUssd: 'San {amount} pẹ̀lú káàdì, gbígbé owó tàbí USSD',
  processing: 'À ń ṣiṣẹ́ lórí ẹ̀...',
  payByTransfer: 'Sanwó nípa gbígbé owó láti báńkì',
  payByTransferHelp:
    'O kò ní káàdì? A ó fún ọ ní nọ́ńbà àkáǹtì fún iye owó yìí gan-an; fi ránṣẹ́ láti inú áàpù báńkì èyíkéyìí.',
  loadingAccountDetails: 'À ń gbé àlàyé àkáǹtì wá…',
  close: 'Pa á dé',
  unnamedVendor: 'Olùtajà tí kò ní orúkọ',
});
