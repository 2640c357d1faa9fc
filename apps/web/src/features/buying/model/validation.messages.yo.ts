import { translate } from '@chancepay/shared/i18n/messages';
import type { validationMessages } from './validation.messages';

export default translate<typeof validationMessages>('buying.validation', 'yo', {
  requiredFieldsIncomplete: 'Jọ̀ọ́ kún gbogbo àlàfo tó pọndandan dáadáa.',
  allFieldsIncomplete: 'Jọ̀ọ́ kún gbogbo àlàfo dáadáa.',
  offline: 'O kò sí lórí ayélujára. Jọ̀ọ́ ṣàyẹ̀wò ìsopọ̀ íntánẹ́ẹ̀tì rẹ kí o tún gbìyànjú.',
  raffleNotLoaded: 'Jọ̀ọ́ dúró kí àlàyé ìfà-ìbò gbé jáde.',
  noVendor: 'Jọ̀ọ́ yan olùtajà tó forúkọ sílẹ̀.',
  noTickets: 'Jọ̀ọ́ yan ó kéré tán tíkẹ́ẹ̀tì kan.',
  priceUnavailable: 'Iye owó tíkẹ́ẹ̀tì kò sí báyìí. Jọ̀ọ́ tún gbìyànjú láìpẹ́.',
  networkError: 'Ìṣòro ìsopọ̀. Jọ̀ọ́ ṣàyẹ̀wò ìsopọ̀ íntánẹ́ẹ̀tì rẹ kí o tún gbìyànjú.',
  submitFailed: 'A kò lè fi òdà rẹ ránṣẹ́. Jọ̀ọ́ tún gbìyànjú.',
  createOrderFailed: 'A kò lè ṣẹ̀dá òdà náà.',
  scanToPayFailed: 'A kò lè ṣe ìsanwó náà. Jọ̀ọ́ tún gbìyànjú.',
  errorWithDetail: 'Àṣìṣe: {detail}',
  noCheckoutUrl: 'Sáfà kò fi ìjápọ̀ ojú-ìwé ìsanwó ránṣẹ́',
  ageConfirmation: 'Jọ̀ọ́ jẹ́rìísí pé o ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ kí o tó kópa.',
  email: 'Tẹ àdírẹ́sì ímeèlì tó tọ́, bíi name@example.com, tàbí fi sílẹ̀ ní òfo.',
  tooManyTickets: 'Tíkẹ́ẹ̀tì {max} ló pọ̀ jù tí o lè rà nínú òdà kan.',
  amountDueTooLarge: 'Owó tí o jẹ ṣọ́ọ̀bù yìí kò lè ju {amount} lọ.',
  walletShort:
    'Iye owó tó kù nínú wálẹ́ẹ̀tì rẹ kò tó {amount}. Yan káàdì, gbígbé owó láti báńkì tàbí USSD, tàbí ra tíkẹ́ẹ̀tì díẹ̀.',
  phoneInvalid: 'Tẹ nọ́ńbà fóònù Nàìjíríà tó tọ́, bíi 08031234567.',
  phonePrefix: 'Fi 0 tàbí +234 bẹ̀rẹ̀ nọ́ńbà náà, bíi 08031234567.',
  phoneForeign: 'Nọ́ńbà fóònù Nàìjíríà nìkan la gbà. Tẹ irú 08031234567.',
  phoneNotMobile: 'Tẹ nọ́ńbà fóònù alágbèéká Nàìjíríà, bíi 08031234567.',
});
