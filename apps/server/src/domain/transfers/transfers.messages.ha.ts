import { translate } from '@chancepay/shared/i18n/messages';
import { transferMessages } from './transfers.messages';

export default translate(transferMessages, 'ha', {
  idempotencyConflict:
    'An riga an yi amfani da wannan Idempotency-Key don wata turawa. Aika sabon key don sabuwar turawa.',
  dailyTransferLimit:
    'Wannan zai wuce iyakar turawarka ta yau da kullum ta {limit}. Za ka iya ƙara aika har {left} yau.',
  nameEnquiryRefused:
    'Ba mu iya tabbatar da sunan mai asusun ba. Duba banki da lambar asusu, sannan ka sake gwadawa.',
  nameEnquiryUnreachable:
    'Ba mu iya tabbatar da sunan mai asusun ba: ba a sami bankin ba. Sake gwadawa nan ba da jimawa ba.',
  balanceTooLow: 'Ragowar kuɗin walat ɗinka {balance} ne, bai isa a aika {amount} ba.',
  balanceTooLowWithFee:
    'Ragowar kuɗin walat ɗinka {balance} ne, bai isa a aika {amount} ba (tare da kuɗin caji {fee}).',
  balanceNotEnough: 'Ragowar kuɗin walat ɗinka bai isa wannan turawa ba.',
  walletBelowSettlement: 'Walat ɗin yana da {balance}; biyan kuɗi na farawa daga {minimum}.',
  yourWalletBelowSettlement: 'Walat ɗinka yana da {balance}; biyan kuɗi na farawa daga {minimum}.',
  noVendorRecord: 'Wannan kasuwanci ba shi da bayanan mai shago da za a biya.',
  vendorBankUnusable:
    'Bayanan bankin kasuwancin ba za su iya karɓar biyan kuɗi ba: {problem} Nemi mai gudanarwa ya gyara su.',
});
