import { translate } from '@chancepay/shared/i18n/messages';
import type { testimonialMessages } from './testimonial.messages';

export default translate<typeof testimonialMessages>('publicSite.testimonial', 'ha', {
  title: 'Ji daga bakin kwastomominmu',
  close: 'Rufe',
  posterLabel: 'Kwastomomi biyu riƙe da waya',
  loadingVideo: 'Ana loda bidiyon...',
  notAvailable:
    'Bidiyon kwastomominmu bai samu ba tukuna. Kafin nan, <howItWorks>Yadda Yake Aiki</howItWorks> yana nuna yadda ake sayen tikiti da yadda ake duba kowane zaɓe.',
  cannotPlay: 'Burauzarka ba zai iya kunna wannan bidiyo ba.',
  videoTitle: 'Bidiyon shaidar kwastomomi',
});
