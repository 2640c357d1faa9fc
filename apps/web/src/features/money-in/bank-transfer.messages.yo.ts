import { translate } from '@chancepay/shared/i18n/messages';
import type { bankTransferMessages } from './bank-transfer.messages';

export default translate<typeof bankTransferMessages>('moneyIn.bankTransfer', 'yo', {
  title: 'Sanwó nípa gbígbé owó láti báńkì',
  loading: 'À ń gbé àlàyé àkáǹtì náà wá…',
  loadFailed:
    'A kò rí àlàyé àkáǹtì náà gbé wá. Ṣàyẹ̀wò íńtánẹ́ẹ̀tì rẹ, lẹ́yìn náà tún gbìyànjú. Tí o bá ti fi owó náà ránṣẹ́, kò sí ewu: èsì rẹ yóò hàn síbí ní kété tí a bá dé ọ̀dọ̀ server wa.',
  tryAgain: 'Tún gbìyànjú',
  sendExactly: 'Fi <amount>{amount}</amount> gan-an ránṣẹ́',
  notAKobo:
    'Má ṣe fi kọ́bọ̀ kan kún un tàbí yọ ọ́: iye mìíràn, tàbí owó tí o fi ránṣẹ́ lẹ́yìn tí àkókò bá tán, òfin báńkì yóò dá a padà sí báńkì rẹ, kò sì ní san fún ọjà yìí.',
  timeLeft: 'Àkókò tó kù',
  until: '(títí di {time})',
  timeUp: 'Àkókò ti tán. À ń ṣàyẹ̀wò fún ìgbà ìkẹyìn bóyá owó rẹ ti dé.',
  waiting: 'À ń dúró de owó rẹ. Fi ojú-ìwé yìí sílẹ̀ ní ṣíṣí: èsì rẹ yóò hàn ní kété tí owó bá wọlé.',
  checkFailed: 'A kò lè ṣàyẹ̀wò báyìí. A ó máa gbìyànjú níwọ̀n ìgbà tí ojú-ìwé yìí bá ṣí.',
  arrived: 'Owó rẹ ti dé. À ń mú ọ lọ sí èsì rẹ…',
  expired:
    'Nọ́ńbà àkáǹtì yìí ti kọjá àkókò, a kò sì gba {amount} lásìkò. A kò gba nǹkan kan fún ọjà yìí. Owó tí a bá fi ránṣẹ́ sí i báyìí, òfin báńkì yóò dá a padà sí báńkì rẹ.',
  startAgain: 'Bẹ̀rẹ̀ lákọ̀tun',
  notTaken: 'Owó tí a kò lè gbà',
  returnedMismatch:
    'A kò gba {amount} gẹ́gẹ́ bí ìsanwó torí kì í ṣe {exact} gan-an: òfin báńkì yóò dá a padà sí báńkì rẹ.',
  returnedLate:
    'A kò gba {amount} gẹ́gẹ́ bí ìsanwó torí ó dé lẹ́yìn tí nọ́ńbà àkáǹtì ti kọjá àkókò: òfin báńkì yóò dá a padà sí báńkì rẹ.',
  timeUpAnnounced: 'Àkókò ti tán fún nọ́ńbà àkáǹtì yìí.',
  minuteLeft: 'Ìṣẹ́jú {minutes} ló kù láti fi owó ránṣẹ́.',
  minutesLeft: 'Ìṣẹ́jú {minutes} ló kù láti fi owó ránṣẹ́.',
});
