import { translate } from '@chancepay/shared/i18n/messages';
import type { pay4MeMessages } from './pay4me.messages';

export default translate<typeof pay4MeMessages>('buying.pay4me', 'yo', {
  intro: 'Yan ṣọ́ọ̀bù tó forúkọ sílẹ̀ kí o ra tíkẹ́ẹ̀tì. Tí o bá jẹ, a ó san {amount} fún ṣọ́ọ̀bù náà fún ọ.',
  stepOneForm: 'Ìgbésẹ̀ 1: nọ́ńbà fóònù',
  stepOneOfTwo: 'Ìgbésẹ̀ 1 nínú 2',
  next: 'Tẹ̀síwájú',
  stepTwoForm: 'Yan olùtajà àti tíkẹ́ẹ̀tì',
  stepTwoOfTwo: 'Ìgbésẹ̀ 2 nínú 2 · Fóònù rẹ: {phone}',
  back: 'Padà',
  prizeLabel: 'A ó san án fún olùtajà tí o bá jẹ',
  chooseShop: 'Yan ṣọ́ọ̀bù tí o fẹ́ san fún',
  smallerBill:
    'Tí o bá jẹ, gbogbo ẹ̀bùn náà yóò lọ sí ṣọ́ọ̀bù náà, bí owó tí o jẹ wọ́n bá tilẹ̀ kéré sí i: a kò ní san ìkankan nínú rẹ̀ fún ọ, nítorí náà bá ṣọ́ọ̀bù náà ṣàdéhùn bí o ṣe máa lo èyí tó kù.',
  vendor: 'Olùtajà',
  vendors: 'Àwọn olùtajà',
  typeShopName: 'Tẹ orúkọ ṣọ́ọ̀bù',
  loadingVendors: 'À ń gbé àwọn olùtajà wá...',
  noVendors: 'Kò sí olùtajà tó forúkọ sílẹ̀ báyìí.',
  noVendorMatches: 'Kò sí olùtajà tó bá "{search}" mu.',
  selected: 'O ti yan: {name}',
  selectedInArea: 'O ti yan: {name}, {area}',
  searchAndPick: 'Wá ṣọ́ọ̀bù tí a ó san fún kí o yàn án.',
});
