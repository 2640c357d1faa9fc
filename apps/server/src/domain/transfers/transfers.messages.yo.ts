import { translate } from '@chancepay/shared/i18n/messages';
import { transferMessages } from './transfers.messages';

export default translate(transferMessages, 'yo', {
  idempotencyConflict:
    'A ti lo Idempotency-Key yìí fún ìfiránṣẹ́ owó mìíràn. Fi key tuntun ránṣẹ́ fún ìfiránṣẹ́ tuntun.',
  dailyTransferLimit:
    'Èyí máa kọjá òpin ìfiránṣẹ́ owó rẹ lójúmọ́ tí ó jẹ́ {limit}. O ṣì lè fi tó {left} ránṣẹ́ lónìí.',
  nameEnquiryRefused:
    'A kò lè jẹ́rìísí orúkọ ẹni tó ni àkáǹtì náà. Ṣàyẹ̀wò báńkì àti nọ́ńbà àkáǹtì, kí o sì tún gbìyànjú.',
  nameEnquiryUnreachable:
    'A kò lè jẹ́rìísí orúkọ ẹni tó ni àkáǹtì náà: a kò rí báńkì náà. Tún gbìyànjú láìpẹ́.',
  balanceTooLow: 'Iye owó tó kù nínú wálẹ́ẹ̀tì rẹ jẹ́ {balance}, kò tó láti fi {amount} ránṣẹ́.',
  balanceTooLowWithFee:
    'Iye owó tó kù nínú wálẹ́ẹ̀tì rẹ jẹ́ {balance}, kò tó láti fi {amount} ránṣẹ́ (pẹ̀lú owó iṣẹ́ {fee}).',
  balanceNotEnough: 'Iye owó tó kù nínú wálẹ́ẹ̀tì rẹ kò tó fún ìfiránṣẹ́ yìí.',
  walletBelowSettlement: 'Wálẹ́ẹ̀tì náà ní {balance}; ìsanwó bẹ̀rẹ̀ láti {minimum}.',
  yourWalletBelowSettlement: 'Wálẹ́ẹ̀tì rẹ ní {balance}; ìsanwó bẹ̀rẹ̀ láti {minimum}.',
  noVendorRecord: 'Iṣẹ́ ajé yìí kò ní àkọsílẹ̀ olùtajà tí a lè sanwó fún.',
  vendorBankUnusable: 'Àlàyé báńkì iṣẹ́ ajé náà kò lè gba ìsanwó: {problem} Ní kí alábòójútó ṣàtúnṣe rẹ̀.',
});
