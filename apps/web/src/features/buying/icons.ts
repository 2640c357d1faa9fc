import checkCircle from 'bootstrap-icons/icons/check-circle.svg?raw';
import currencyExchange from 'bootstrap-icons/icons/currency-exchange.svg?raw';
import gift from 'bootstrap-icons/icons/gift.svg?raw';
import qrCode from 'bootstrap-icons/icons/qr-code.svg?raw';
import { registerIcons } from '../../lib/icons';

// The icons of the buying pages (spec section 2, Icons by raffle_type_id), shipped with their chunks.
registerIcons({
  'check-circle': checkCircle,
  'currency-exchange': currencyExchange,
  gift,
  'qr-code': qrCode,
});
