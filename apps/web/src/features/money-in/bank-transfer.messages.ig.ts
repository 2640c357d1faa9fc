import { translate } from '@chancepay/shared/i18n/messages';
import type { bankTransferMessages } from './bank-transfer.messages';

export default translate<typeof bankTransferMessages>('moneyIn.bankTransfer', 'ig', {
  title: 'Kwụọ site na ibufe ego n’ụlọ akụ',
  loading: 'A na-ebulite nkọwa akaụntụ ahụ…',
  loadFailed:
    'Anyị enweghị ike ibulite nkọwa akaụntụ ahụ. Lelee njikọ ịntanetị gị, wee nwaa ọzọ. Ọ bụrụ na i zipụlarị ego ahụ, ọ dị mma: nsonaazụ gị ga-apụta ebe a ozugbo anyị ruru server anyị.',
  tryAgain: 'Nwaa ọzọ',
  sendExactly: 'Zipu kpọmkwem <amount>{amount}</amount>',
  notAKobo:
    'Agbakwụnyela ma ọ bụ wepụ otu kobo: ego ọzọ, ma ọ bụ ego e zipụrụ mgbe oge gafere, iwu ụlọ akụ ga-eweghachi ya n’ụlọ akụ gị, ọ gaghịkwa akwụ ụgwọ maka ọda a.',
  timeLeft: 'Oge fọdụrụ',
  until: '(ruo {time})',
  timeUp: 'Oge agwụla. Anyị na-enyocha nke ikpeazụ ma ego i zitere abatala.',
  waiting: 'Anyị na-eche ego i na-ezite. Hapụ ibe a ka ọ meghee: nsonaazụ gị ga-apụta ozugbo ego ahụ batara.',
  checkFailed: 'Anyị enweghị ike inyocha ugbu a. Anyị ga-anọgide na-anwa ma ibe a ka meghere.',
  arrived: 'Ego i zitere abatala. Anyị na-akpọga gị na nsonaazụ gị…',
  expired:
    'Nọmba akaụntụ a agafeela oge ya, anyị anataghịkwa {amount} n’oge. E wereghị ihe ọ bụla maka ọda a. Ego e zigara ya ugbu a, iwu ụlọ akụ ga-eweghachi ya n’ụlọ akụ gị.',
  startAgain: 'Malite ọzọ',
  notTaken: 'Ego e zitere anyị na-enweghị ike ịnara',
  returnedMismatch:
    'Anabataghị {amount} dị ka ịkwụ ụgwọ n’ihi na ọ abụghị kpọmkwem {exact}: iwu ụlọ akụ ga-eweghachi ya n’ụlọ akụ gị.',
  returnedLate:
    'Anabataghị {amount} dị ka ịkwụ ụgwọ n’ihi na ọ batara mgbe nọmba akaụntụ ahụ gafechara oge ya: iwu ụlọ akụ ga-eweghachi ya n’ụlọ akụ gị.',
  timeUpAnnounced: 'Oge agwụla maka nọmba akaụntụ a.',
  minuteLeft: 'Nkeji {minutes} fọdụrụ iji zipu ego ahụ.',
  minutesLeft: 'Nkeji {minutes} fọdụrụ iji zipu ego ahụ.',
});
