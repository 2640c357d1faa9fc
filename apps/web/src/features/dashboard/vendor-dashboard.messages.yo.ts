import { translate } from '@chancepay/shared/i18n/messages';
import type { vendorDashboardMessages } from './vendor-dashboard.messages';

export default translate<typeof vendorDashboardMessages>('dashboard.vendor', 'yo', {
  yourBusiness: 'Iṣẹ́ òwò rẹ',
  logo: 'Àmì {name}',
  morning: 'Ẹ káàárọ̀, ẹ káàbọ̀ padà',
  afternoon: 'Ẹ káàsán, ẹ káàbọ̀ padà',
  evening: 'Ẹ káalẹ́, ẹ káàbọ̀ padà',
  walletDetails: 'Àlàyé wálẹ́ẹ̀tì',
  balance: 'Iye owó tó kù',
  businessDetails: 'Àlàyé iṣẹ́ òwò',
  bankName: 'Orúkọ báńkì',
  bankAccountNumber: 'Nọ́ńbà àkáǹtì báńkì',
  notAvailable: 'Kò sí',
  downloadQrCode: 'Gba QR Code sílẹ̀',
  qrImage: 'QR code ìsanwó rẹ',
  printIt:
    'Tẹ̀ ẹ́ jáde kí o lẹ̀ ẹ́ síbi tí àwọn oníbàárà ti ń sanwó: wọn yóò ṣe scan rẹ̀ láti sanwó fún ọ pẹ̀lú ChancePay.',
  preparing: 'À ń pèsè rẹ̀...',
  qrFailed: 'A kò lè ṣe ìwé QR náà. Jọ̀wọ́ tún gbìyànjú.',
  todaysTakings: 'Owó tó wọlé lónìí',
  paymentToday: 'Ìsanwó {count} láti Scan2Pay4Me lónìí',
  paymentsToday: 'Ìsanwó {count} láti Scan2Pay4Me lónìí',
  loadingPayments: 'À ń gbé ìsanwó ti òní wá…',
  paymentsReceived: 'Ìsanwó tó wọlé',
  appearsHere: 'Ìsanwó kọ̀ọ̀kan ń yọ síbí láàárín ìṣẹ́jú àáyá díẹ̀; kò pọn dandan láti tún ojú-ìwé gbé.',
  paymentsFailed: 'A kò rí ìsanwó rẹ gbé wá. A ó máa gbìyànjú.',
  noPayments: 'Kò tíì sí ìsanwó. Tí oníbàárà bá ṣe scan QR code rẹ tó sì sanwó, yóò hàn síbí.',
  payments: 'Àwọn ìsanwó',
  settleConfirm: 'Ṣé kí a fi {amount} ránṣẹ́ sí {bank} {accountNumber} báyìí?',
  processing: 'Ó ń lọ lọ́wọ́...',
  settleNow: 'Bẹ́ẹ̀ ni, fi ránṣẹ́',
  cancel: 'Fagilé',
  settleToBank: 'Fi ránṣẹ́ sí báńkì',
  settleFailed: 'Fífi owó ránṣẹ́ sí báńkì kò yọrí. Jọ̀wọ́ tún gbìyànjú.',
  settleMinimum:
    'Fífi ránṣẹ́ sí báńkì bẹ̀rẹ̀ láti {minimum}. A tún máa ń fi owó tó wọlé ránṣẹ́ sí báńkì rẹ lójoojúmọ́ ní agogo 18:00.',
});
