import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('@chancepay/shared', () => {
  it('exports every module’s entry points from one place', () => {
    for (const name of [
      'nairaFromKobo',
      'parseNairaToKobo',
      'formatNaira',
      'formatNairaValue',
      'toNumberOrZero',
      'normaliseNigerianPhone',
      'maskPhone',
      'placeholderEmailForPhone',
      'BANKS',
      'findBankByCbnCode',
      'nubanCheckDigit',
      'isValidNuban',
      'validateBankAccount',
      'makeValidNuban',
      'raffleTypeInfo',
      'dashboardRouteFor',
      'sha256',
      'hmacSha256',
      'hexFromBytes',
      'bytesFromHex',
      'utf8Bytes',
      'winProbability',
      'winThreshold',
      'drawOrder',
      'serverSeedHash',
      'verifySeedCommitment',
      'oddsOneIn',
      'oddsLabel',
      'randomClientSeedHex',
      'nigerianPhoneSchema',
      'nairaAmountSchema',
      'ticketQuantitySchema',
      'raffleIdSchema',
      'apiErrorSchema',
      'fieldErrorsFromZod',
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });
});
