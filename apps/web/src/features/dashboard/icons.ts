import arrowLeftRight from 'bootstrap-icons/icons/arrow-left-right.svg?raw';
import bank from 'bootstrap-icons/icons/bank.svg?raw';
import cash from 'bootstrap-icons/icons/cash.svg?raw';
import checkCircle from 'bootstrap-icons/icons/check-circle.svg?raw';
import currencyExchange from 'bootstrap-icons/icons/currency-exchange.svg?raw';
import fileText from 'bootstrap-icons/icons/file-earmark-text.svg?raw';
import gift from 'bootstrap-icons/icons/gift.svg?raw';
import plusCircle from 'bootstrap-icons/icons/plus-circle.svg?raw';
import phone from 'bootstrap-icons/icons/phone.svg?raw';
import qrCode from 'bootstrap-icons/icons/qr-code.svg?raw';
import shop from 'bootstrap-icons/icons/shop.svg?raw';
import wallet from 'bootstrap-icons/icons/wallet2.svg?raw';
import wifi from 'bootstrap-icons/icons/wifi.svg?raw';
import { registerIcons } from '../../lib/icons';

registerIcons({
  'arrow-left-right': arrowLeftRight,
  bank,
  cash,
  'check-circle': checkCircle,
  'currency-exchange': currencyExchange,
  'file-text': fileText,
  gift,
  phone,
  'plus-circle': plusCircle,
  'qr-code': qrCode,
  shop,
  wallet,
  wifi,
});
