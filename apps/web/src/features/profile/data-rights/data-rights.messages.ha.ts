import { translate } from '@chancepay/shared/i18n/messages';
import type { dataRightsMessages } from './data-rights.messages';

export default translate<typeof dataRightsMessages>('profile.dataRights', 'ha', {
  title: 'Bayananka',
  intro:
    'Sauke duk abin da muke riƙe da shi game da kai: bayananka, matsayin tantancewarka (BVN da NIN ɗinka suna nuna lambobi huɗu na ƙarshe kawai), oda, tura kuɗi, saƙonnin da muka aika, shiga da saituna. Takardar bayanin asusu tana nuna duk shigowa da fitar kuɗi a walat ɗinka. Har sau 10 a rana.',
  downloadData: 'Sauke bayanaina',
  downloadStatement: 'Sauke bayanin walat (CSV)',
  downloaded: 'An sauke {fileName}.',
  closeAccount: 'Rufe asusuna',
  emptyFirst:
    'Dole ne walat ɗinka ya zama babu komai tukuna: tura abin da ke ciki zuwa bankinka da <transfer>Tura kuɗi</transfer>.',
  closeWarning:
    'Za a fitar da kai daga dukkan na’urori lokaci ɗaya kuma ba za ka iya sake shiga ba. Bayan kwana 14 za mu share sunanka, imel, waya, ranar haihuwa da takardunka. Doka ta ce mu ajiye bayanan odarka, tura kuɗi da tantancewar shaidarka na shekara 5, a keɓe, ƙungiyar bin doka kaɗai ke gani. Kana iya buɗe sabon asusu daga baya.',
  password: 'Kalmar sirrinka',
  closing: 'Ana rufewa...',
  closeForGood: 'Rufe asusuna har abada',
  keepAccount: 'Ajiye asusuna',
});
