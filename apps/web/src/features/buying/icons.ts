import arrowCounterclockwise from 'bootstrap-icons/icons/arrow-counterclockwise.svg?raw';
import checkCircle from 'bootstrap-icons/icons/check-circle.svg?raw';
import checkCircleFill from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import clockFill from 'bootstrap-icons/icons/clock-fill.svg?raw';
import currencyExchange from 'bootstrap-icons/icons/currency-exchange.svg?raw';
import gift from 'bootstrap-icons/icons/gift.svg?raw';
import qrCode from 'bootstrap-icons/icons/qr-code.svg?raw';
import share from 'bootstrap-icons/icons/share.svg?raw';
import whatsapp from 'bootstrap-icons/icons/whatsapp.svg?raw';
import xCircleFill from 'bootstrap-icons/icons/x-circle-fill.svg?raw';
import { registerIcons } from '../../lib/icons';

// The icons of the buying pages (spec section 2, Icons by raffle_type_id), shipped with their chunks, and
// the result icons of /thank-you (tick, cross, clock; issue #27 finding 20) and its share buttons.
registerIcons({
  'arrow-counterclockwise': arrowCounterclockwise,
  'check-circle': checkCircle,
  'check-circle-fill': checkCircleFill,
  'clock-fill': clockFill,
  'currency-exchange': currencyExchange,
  gift,
  'qr-code': qrCode,
  share,
  whatsapp,
  'x-circle-fill': xCircleFill,
});
