import cash from 'bootstrap-icons/icons/cash.svg?raw';
import checkCircle from 'bootstrap-icons/icons/check-circle.svg?raw';
import currencyExchange from 'bootstrap-icons/icons/currency-exchange.svg?raw';
import gift from 'bootstrap-icons/icons/gift.svg?raw';
import phone from 'bootstrap-icons/icons/phone.svg?raw';
import wallet from 'bootstrap-icons/icons/wallet.svg?raw';
import wifi from 'bootstrap-icons/icons/wifi.svg?raw';
import { registerIcons } from '../../../lib/icons';

// The spec's "Icons by raffle_type_id" table; 'box' (any other id) is registered by lib/icons itself.
registerIcons({
  'currency-exchange': currencyExchange,
  'check-circle': checkCircle,
  gift,
  cash,
  phone,
  wifi,
  wallet,
});
