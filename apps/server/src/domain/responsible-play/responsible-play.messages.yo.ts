import { translate } from '@chancepay/shared/i18n/messages';
import { playMessages } from './responsible-play.messages';

export default translate(playMessages, 'yo', {
  accountNotFound: 'A kò rí àkáǹtì náà. Jọ̀ọ́ wọlé lẹ́ẹ̀kan sí i.',
  excludedUntil: 'O ti dá ara rẹ dúró láti ra tíkẹ́ẹ̀tì títí di {date}.',
  alreadyExcluded:
    'O ti dá ara rẹ dúró tẹ́lẹ̀ títí di {date}. A kò lè dín ìdádúró kù tàbí fagilé e; yan àkókò tó gùn jù láti fi kún un.',
  signedOutRefusal: 'Nọ́ńbà fóònù yìí kò lè ra tíkẹ́ẹ̀tì báyìí.',
  overDailyLimit:
    'Òdà yìí ({amount}) máa mú ọ kọjá òpin tíkẹ́ẹ̀tì ojoojúmọ́ rẹ tí ó jẹ́ {limit}; o ṣì lè ná {left} lónìí.',
  overMonthlyLimit:
    'Òdà yìí ({amount}) máa mú ọ kọjá òpin tíkẹ́ẹ̀tì oṣooṣù rẹ tí ó jẹ́ {limit}; o ṣì lè ná {left} lóṣù yìí.',
  reachedDailyLimit: 'O ti dé òpin tíkẹ́ẹ̀tì ojoojúmọ́ rẹ tí ó jẹ́ {limit}; o lè ra tíkẹ́ẹ̀tì lẹ́ẹ̀kan sí i lọ́la.',
  reachedMonthlyLimit:
    'O ti dé òpin tíkẹ́ẹ̀tì oṣooṣù rẹ tí ó jẹ́ {limit}; o lè ra tíkẹ́ẹ̀tì lẹ́ẹ̀kan sí i láti {date}.',
  noLimit: 'kò sí òpin',
  dailyNow: 'Òpin ojoojúmọ́ rẹ ti di {amount} báyìí.',
  monthlyNow: 'Òpin oṣooṣù rẹ ti di {amount} báyìí.',
  dailyRemoved: 'A ó yọ òpin ojoojúmọ́ rẹ tí ó jẹ́ {amount} kúrò ní {when}; títí di ìgbà náà, ó wà bẹ́ẹ̀.',
  monthlyRemoved: 'A ó yọ òpin oṣooṣù rẹ tí ó jẹ́ {amount} kúrò ní {when}; títí di ìgbà náà, ó wà bẹ́ẹ̀.',
  dailyRises: 'Òpin ojoojúmọ́ rẹ máa gòkè sí {amount} ní {when}; títí di ìgbà náà, ó wà ní {current}.',
  monthlyRises: 'Òpin oṣooṣù rẹ máa gòkè sí {amount} ní {when}; títí di ìgbà náà, ó wà ní {current}.',
  dailyIncreaseCancelled: 'Òpin ojoojúmọ́ rẹ ṣì wà ní {amount}; a ti fagilé àfikún tí o béèrè.',
  monthlyIncreaseCancelled: 'Òpin oṣooṣù rẹ ṣì wà ní {amount}; a ti fagilé àfikún tí o béèrè.',
  dailyUnchanged: 'Òpin ojoojúmọ́ rẹ kò yí padà.',
  monthlyUnchanged: 'Òpin oṣooṣù rẹ kò yí padà.',
  twoChanges: '{first} {second}',
});
