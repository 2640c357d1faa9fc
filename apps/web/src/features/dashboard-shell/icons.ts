import arrowLeftRight from 'bootstrap-icons/icons/arrow-left-right.svg?raw';
import boxArrowRight from 'bootstrap-icons/icons/box-arrow-right.svg?raw';
import cash from 'bootstrap-icons/icons/cash.svg?raw';
import checkCircle from 'bootstrap-icons/icons/check-circle.svg?raw';
import currencyExchange from 'bootstrap-icons/icons/currency-exchange.svg?raw';
import fileText from 'bootstrap-icons/icons/file-earmark-text.svg?raw';
import gift from 'bootstrap-icons/icons/gift.svg?raw';
import house from 'bootstrap-icons/icons/house.svg?raw';
import person from 'bootstrap-icons/icons/person.svg?raw';
import phone from 'bootstrap-icons/icons/phone.svg?raw';
import speedometer from 'bootstrap-icons/icons/speedometer2.svg?raw';
import wallet from 'bootstrap-icons/icons/wallet2.svg?raw';
import wifi from 'bootstrap-icons/icons/wifi.svg?raw';
import { registerIcons } from '../../lib/icons';

registerIcons({
  'arrow-left-right': arrowLeftRight,
  'box-arrow-right': boxArrowRight,
  cash,
  'check-circle': checkCircle,
  'currency-exchange': currencyExchange,
  'file-text': fileText,
  gift,
  house,
  person,
  phone,
  speedometer,
  wallet,
  wifi,
});
