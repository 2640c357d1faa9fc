import { translate } from '@chancepay/shared/i18n/messages';
import type { howItWorksMessages } from './how-it-works.messages';

export default translate<typeof howItWorksMessages>('publicSite.howItWorks', 'yo', {
  title: 'Bí Ó Ṣe Ń Ṣiṣẹ́',
  lead: 'Ìgbésẹ̀ mẹ́ta láti tíkẹ́ẹ̀tì àkọ́kọ́ rẹ dé owó nínú àkáǹtì báńkì rẹ.',
  noAccountNeeded:
    'O kò nílò àkáǹtì láti ra tíkẹ́ẹ̀tì: sanwó pẹ̀lú nọ́ńbà fóònù rẹ, a ó sì pa ohunkóhun tí o bá jẹ mọ́ fún nọ́ńbà náà. Àkáǹtì máa fún ọ ní wálẹ́ẹ̀tì, fífi owó ránṣẹ́ sí báńkì rẹ àti ìtàn ìṣòwò rẹ.',
  step: 'Ìgbésẹ̀ {number}.',
  signUpTitle: 'Forúkọ Sílẹ̀',
  signUp:
    'Ṣí àkáǹtì pẹ̀lú orúkọ olùmúlò, ímeèlì rẹ, nọ́ńbà fóònù Nàìjíríà rẹ àti ọ̀rọ̀ aṣínà tó lágbára. O gbọ́dọ̀ ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ.',
  verifyTitle: 'Jẹ́rìísí Ẹni Tí O Jẹ́',
  verify:
    'A máa fi kóòdù ẹ̀ẹ̀kan ṣoṣo ránṣẹ́ sí fóònù rẹ. Títẹ̀ ẹ́ sílẹ̀ fi hàn pé tìrẹ ni nọ́ńbà náà, ó sì máa gbé ohunkóhun tí o jẹ tí a pa mọ́ fún nọ́ńbà náà sínú wálẹ́ẹ̀tì rẹ.',
  bankingTitle: 'Bẹ̀rẹ̀ Ìṣòwò Owó',
  banking:
    'Ra tíkẹ́ẹ̀tì, wo iye owó tó kù nínú wálẹ́ẹ̀tì rẹ, rí gbogbo ìṣòwò rẹ, kí o sì fi owó ránṣẹ́ sí àkáǹtì báńkì èyíkéyìí ní Nàìjíríà.',
  featuresTitle: 'Ìdí tí àwọn ènìyàn fi ń lo ChancePay',
  instantDrawsTitle: 'Ìfà-ìbò lẹ́sẹ̀kẹsẹ̀ tí a lè fi hàn pé ó tọ́',
  instantDraws:
    'A máa fa ìbò fún ọ́dà rẹ ní kété tí a bá ti jẹ́rìísí ìsanwó rẹ, àwọn nọ́ńbà seed tó wà lórí ìwé-ẹ̀rí ìsanwó rẹ sì jẹ́ kí ẹnikẹ́ni lè ṣàyẹ̀wò àbájáde rẹ̀.',
  payShopTitle: 'Fi ohun tí o jẹ sanwó ṣọ́ọ̀bù',
  payShop: 'Pẹ̀lú Pay4Me, yan ṣọ́ọ̀bù tí a forúkọ rẹ̀ sílẹ̀ kí o tó rà; bí o bá jẹ, a ó sanwó ṣọ́ọ̀bù náà fún ọ.',
  walletTitle: 'Wálẹ́ẹ̀tì naira',
  wallet: 'Ẹ̀bùn owó máa wọ wálẹ́ẹ̀tì rẹ, ó ṣetán láti fi ra tíkẹ́ẹ̀tì tàbí láti fi ránṣẹ́ sí báńkì rẹ.',
  readyTitle: 'Ṣé o ṣetán láti gbìyànjú?',
});
