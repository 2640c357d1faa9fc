import { translate } from '@chancepay/shared/i18n/messages';
import type { scanToPayMessages } from './scan-to-pay.messages';

export default translate<typeof scanToPayMessages>('buying.scanToPay', 'yo', {
  intro: 'San owó fún ṣọ́ọ̀bù yìí pẹ̀lú káàdì rẹ kí o sì ní àǹfààní láti gba ohun tí o rà lọ́fẹ̀ẹ́.',
  loadingShop: 'À ń gbé àlàyé ṣọ́ọ̀bù náà wá...',
  notAvailable: 'Scan2Pay4Me kò sí báyìí. Jọ̀ọ́ tún gbìyànjú nígbà míì.',
  shopNotFound: 'A kò rí ṣọ́ọ̀bù yìí. Ṣàyẹ̀wò QR code náà kí o tún gbìyànjú.',
  address: 'Àdírẹ́sì',
  industry: 'Irú iṣẹ́',
  phone: 'Fóònù',
  contact: 'Ẹni tí a ó kàn sí',
  spendableAmount: 'Owó tí o lè ná',
  notGiven: 'Kò sí',
  payThisShop: 'San owó fún ṣọ́ọ̀bù yìí',
  amountDueToShop: 'Owó tí o jẹ ṣọ́ọ̀bù',
  tickets: 'Tíkẹ́ẹ̀tì',
  shopPaidEitherWay:
    'Ọ̀nà yòówù kó jẹ́, ṣọ́ọ̀bù náà yóò gba owó tí o jẹ ẹ́. Tí o bá jẹ, a ó dá owó náà padà fún ọ: ohun tí o rà di ọ̀fẹ́.',
});
