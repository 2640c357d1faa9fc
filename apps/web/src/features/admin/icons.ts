// Icons only the console uses, so they stay in its chunk (an icon shared with a public page becomes a chunk of
// its own, and one more entry in the home page's dependency lists).
import calendar3 from 'bootstrap-icons/icons/calendar3.svg?raw';
import arrowCounterclockwise from 'bootstrap-icons/icons/arrow-counterclockwise.svg?raw';
import bank from 'bootstrap-icons/icons/bank.svg?raw';
import barChart from 'bootstrap-icons/icons/bar-chart.svg?raw';
import doorOpen from 'bootstrap-icons/icons/door-open.svg?raw';
import graphUp from 'bootstrap-icons/icons/graph-up.svg?raw';
import journalCheck from 'bootstrap-icons/icons/journal-check.svg?raw';
import journalText from 'bootstrap-icons/icons/journal-text.svg?raw';
import key from 'bootstrap-icons/icons/key.svg?raw';
import lifePreserver from 'bootstrap-icons/icons/life-preserver.svg?raw';
import listColumns from 'bootstrap-icons/icons/list-columns.svg?raw';
import percent from 'bootstrap-icons/icons/percent.svg?raw';
import pencilSquare from 'bootstrap-icons/icons/pencil-square.svg?raw';
import personGear from 'bootstrap-icons/icons/person-gear.svg?raw';
import personVcard from 'bootstrap-icons/icons/person-vcard.svg?raw';
import shopWindow from 'bootstrap-icons/icons/shop-window.svg?raw';
import shieldCheck from 'bootstrap-icons/icons/shield-check.svg?raw';
import shieldExclamation from 'bootstrap-icons/icons/shield-exclamation.svg?raw';
import shieldLock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import trophy from 'bootstrap-icons/icons/trophy.svg?raw';
import uiChecks from 'bootstrap-icons/icons/ui-checks.svg?raw';
import { registerIcons } from '../../lib/icons';

registerIcons({
  calendar3,
  'arrow-counterclockwise': arrowCounterclockwise,
  bank,
  'bar-chart': barChart,
  'door-open': doorOpen,
  'journal-check': journalCheck,
  'journal-text': journalText,
  percent,
  'pencil-square': pencilSquare,
  'shield-check': shieldCheck,
  'shield-exclamation': shieldExclamation,
  'shield-lock': shieldLock,
  trophy,
  'graph-up': graphUp,
  key,
  'life-preserver': lifePreserver,
  'list-columns': listColumns,
  'person-gear': personGear,
  'person-vcard': personVcard,
  'shop-window': shopWindow,
  'ui-checks': uiChecks,
});
