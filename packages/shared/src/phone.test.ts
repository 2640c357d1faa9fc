import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONE_FOREIGN_MESSAGE,
  PHONE_MESSAGE,
  PHONE_NOT_MOBILE_MESSAGE,
  PHONE_PREFIX_MESSAGE,
  maskPhone,
  normaliseNigerianPhone,
  placeholderEmailForPhone,
} from './phone';
import { nigeriaMobileMetadata, nigeriaOnly } from './nigeria-phone-metadata';

describe('normaliseNigerianPhone', () => {
  it.each([
    '08031234567',
    '+2348031234567',
    '2348031234567',
    '0803 123 4567',
    '0803-123-4567',
    '(0803) 123 4567',
    '+234 803 123 4567',
    '+234-803-123-4567',
    '+234 (803) 123-4567',
    '  08031234567\t',
  ])('accepts %j as +2348031234567', (input) => {
    expect(normaliseNigerianPhone(input)).toEqual({ ok: true, e164: '+2348031234567' });
  });

  it.each([
    ['07031234567', '+2347031234567'],
    ['09031234567', '+2349031234567'],
    ['08131234567', '+2348131234567'],
    ['09161234567', '+2349161234567'],
    ['07011234567', '+2347011234567'],
  ])('accepts the mobile prefixes 07x, 08x, 09x: %s', (input, e164) => {
    expect(normaliseNigerianPhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', PHONE_MESSAGE],
    ['abc', PHONE_MESSAGE],
    ['0803123456', PHONE_MESSAGE], // one digit short
    ['080312345678', PHONE_MESSAGE], // one digit long
    ['+234 (0) 803 123 4567', PHONE_MESSAGE],
    ['0803.123.4567', PHONE_MESSAGE],
    ['8031234567', PHONE_PREFIX_MESSAGE],
    ['+1 202 555 0100', PHONE_FOREIGN_MESSAGE],
    ['+447911123456', PHONE_FOREIGN_MESSAGE],
    ['08001234567', PHONE_NOT_MOBILE_MESSAGE], // toll-free
    ['07001234567', PHONE_NOT_MOBILE_MESSAGE], // 0700 non-geographic
    ['02012345678', PHONE_NOT_MOBILE_MESSAGE], // Abuja landline
    ['06031234567', PHONE_NOT_MOBILE_MESSAGE],
  ])('refuses %j with a clear message', (input, message) => {
    expect(normaliseNigerianPhone(input)).toEqual({ ok: false, message });
  });

  it('refuses non-strings without throwing (form values arrive untyped)', () => {
    expect(normaliseNigerianPhone(undefined as unknown as string)).toEqual({
      ok: false,
      message: PHONE_MESSAGE,
    });
    expect(normaliseNigerianPhone(8031234567 as unknown as string)).toEqual({
      ok: false,
      message: PHONE_MESSAGE,
    });
  });

  // Subscriber numbers on common networks: 0803, 0806, 0813, 0816, 0703, 0706, 0903, 0906, 0805, 0807.
  const networkPrefix = fc.constantFrom('803', '806', '813', '816', '703', '706', '903', '906', '805', '807');
  const subscriber = fc.stringMatching(/^\d{7}$/);
  const separator = fc.constantFrom('', ' ', '-', '  ');

  it('normalises every accepted way of writing one number to the same E.164 (property)', () => {
    fc.assert(
      fc.property(networkPrefix, subscriber, separator, separator, (prefix, rest, sep1, sep2) => {
        const e164 = `+234${prefix}${rest}`;
        const forms = [
          `0${prefix}${sep1}${rest.slice(0, 3)}${sep2}${rest.slice(3)}`,
          `+234${sep1}${prefix}${sep2}${rest}`,
          `234${prefix}${sep1}${rest}`,
          `(0${prefix})${sep1}${rest.slice(0, 3)}-${rest.slice(3)}`,
        ];
        for (const form of forms) expect(normaliseNigerianPhone(form)).toEqual({ ok: true, e164 });
      }),
    );
  });

  it('never throws on garbage, and anything it accepts is +234 and ten digits (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+0-9 ()-]{0,20}$/)), (input) => {
        const result = normaliseNigerianPhone(input);
        if (result.ok) expect(result.e164).toMatch(/^\+234[789]\d{9}$/);
        else expect(result.message).toMatch(/08031234567/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('maskPhone', () => {
  it('keeps the network prefix and the last three digits', () => {
    expect(maskPhone('+2348031234567')).toBe('+234803****567');
  });

  it('masks all but the last three digits of anything else', () => {
    expect(maskPhone('08031234567')).toBe('********567');
    expect(maskPhone('+1 202 555 0100')).toBe('+* *** *** *100');
    expect(maskPhone('')).toBe('');
  });
});

describe('placeholderEmailForPhone', () => {
  it('builds the placeholder email from the E.164 digits', () => {
    expect(placeholderEmailForPhone('+2348031234567')).toBe('2348031234567@guest.chancepay.ng');
  });

  it('refuses a number that was not normalised first', () => {
    expect(() => placeholderEmailForPhone('08031234567')).toThrow(TypeError);
  });
});

describe('the Nigerian phone metadata', () => {
  it('is exactly the installed libphonenumber-js mobile metadata for Nigeria (regenerate it when this fails)', async () => {
    const { default: world } = await import('libphonenumber-js/metadata.mobile.json');
    expect(nigeriaMobileMetadata).toEqual(nigeriaOnly(world));
  });

  it('judges numbers as the whole mobile metadata does', async () => {
    const mobile = await import('libphonenumber-js/mobile');
    fc.assert(
      fc.property(fc.stringMatching(/^[789][01]\d{8}$/), (tenDigits) => {
        const whole = mobile.parsePhoneNumberFromString(`+234${tenDigits}`);
        const expected = whole !== undefined && whole.country === 'NG' && whole.isValid();
        expect(normaliseNigerianPhone(`0${tenDigits}`).ok).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
