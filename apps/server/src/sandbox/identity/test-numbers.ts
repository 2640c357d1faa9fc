/**
 * The identity emulator's test numbers (README, "Identity checks"). Other helpers' tests and the browser
 * test build on these exact values: change them only together.
 */

export interface EmulatedPerson {
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  gender: 'Male' | 'Female';
}

export const ADA_OKAFOR: EmulatedPerson = {
  firstName: 'ADA',
  middleName: null,
  lastName: 'OKAFOR',
  dateOfBirth: '1992-03-14',
  gender: 'Female',
};
export const MUSA_IBRAHIM: EmulatedPerson = {
  firstName: 'MUSA',
  middleName: null,
  lastName: 'IBRAHIM',
  dateOfBirth: '1988-07-01',
  gender: 'Male',
};
export const TOBI_ADEYEMI: EmulatedPerson = {
  firstName: 'TOBI',
  middleName: null,
  lastName: 'ADEYEMI',
  dateOfBirth: '2012-06-01',
  gender: 'Male',
};
/** Behind every fresh BVN (21…) and NIN (71…): the same person, so a fresh BVN and NIN agree. */
export const CHIAMAKA_NGOZI_EZE: EmulatedPerson = {
  firstName: 'CHIAMAKA',
  middleName: 'NGOZI',
  lastName: 'EZE',
  dateOfBirth: '1995-04-12',
  gender: 'Female',
};
/** Behind every NIN starting 72: a record that disagrees with the fresh BVNs on the date of birth. */
export const CHIAMAKA_EZE_OTHER_BIRTHDAY: EmulatedPerson = {
  firstName: 'CHIAMAKA',
  middleName: null,
  lastName: 'EZE',
  dateOfBirth: '1996-01-01',
  gender: 'Female',
};

export const IDENTITY_TEST_NUMBERS = {
  /** The demo customer, Ada Okafor (BVN and NIN). */
  demoBvn: '22222222222',
  demoNin: '70123456789',
  /** MUSA IBRAHIM: a name that differs from whoever types it. */
  otherNameBvn: '22222222244',
  /** TOBI ADEYEMI, born 2012: under 18. */
  under18Bvn: '22222222255',
  under18Nin: '70123456755',
  /** No record. */
  notFoundBvn: '22222222211',
  notFoundNin: '70123456711',
  /** Never answered within the client's deadline. */
  hangsBvn: '22222222299',
  hangsNin: '70123456799',
} as const;

/** Fresh matching pairs: any other 11-digit BVN starting 21 and NIN starting 71; NINs starting 72 disagree. */
export const FRESH_BVN_PREFIX = '21';
export const FRESH_NIN_PREFIX = '71';
export const OTHER_BIRTHDAY_NIN_PREFIX = '72';

export interface EmulatedBusiness {
  companyName: string;
  status: string;
  typeOfCompany: string;
  address: string;
  dateOfRegistration: string;
}

/** CAC register entries by normalised number (prefix and digits, no spaces). Any other: not found. */
export const CAC_TEST_NUMBERS: Record<string, EmulatedBusiness> = {
  // The demo vendor's CAC number ("RC 1234567" in seed-accounts.ts).
  RC1234567: {
    companyName: 'MAMA PUT KITCHEN LIMITED',
    status: 'ACTIVE',
    typeOfCompany: 'COMPANY',
    address: '12 Allen Avenue, Ikeja, Lagos',
    dateOfRegistration: '2016-05-20',
  },
  RC7654321: {
    companyName: 'OLD MARKET TRADERS LIMITED',
    status: 'STRUCK OFF',
    typeOfCompany: 'COMPANY',
    address: '3 Balogun Street, Lagos Island, Lagos',
    dateOfRegistration: '2004-02-11',
  },
};

/**
 * Fresh active businesses for tests that onboard vendors (each needs a CAC number of its own, and the demo
 * vendor already holds RC1234567): any RC or BN number of seven digits starting 3, e.g. BN 3141592.
 */
export const FRESH_CAC_DIGITS = /^3\d{6}$/;

export function freshBusiness(prefix: 'RC' | 'BN' | 'IT', digits: string): EmulatedBusiness | null {
  if (prefix === 'IT' || !FRESH_CAC_DIGITS.test(digits)) return null;
  return {
    companyName: prefix === 'RC' ? `TEST BUSINESS ${digits} LIMITED` : `TEST BUSINESS ${digits} ENTERPRISES`,
    status: 'ACTIVE',
    typeOfCompany: prefix === 'RC' ? 'COMPANY' : 'BUSINESS_NAME',
    address: '1 Test Street, Yaba, Lagos',
    dateOfRegistration: '2020-01-15',
  };
}
