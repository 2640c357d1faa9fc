import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey, recordFullName, recordsAgree, typedNameMatches } from './names';

const ada = { firstName: 'ADA', middleName: null, lastName: 'OKAFOR' };
const chiamaka = { firstName: 'CHIAMAKA', middleName: 'NGOZI', lastName: 'EZE' };

describe('typed names against a record', () => {
  it.each([
    ['Ada', 'Okafor'],
    ['ada', 'OKAFOR'],
    ['  Ada ', ' Okafor  '],
    ['Okafor', 'Ada'],
    ['Ádá', 'Ọkàfọ̀r'],
    ['O-kafor', 'Ada'],
  ])('accepts %s %s for ADA OKAFOR (case, accents, spacing, order)', (firstName, lastName) => {
    expect(typedNameMatches({ firstName, lastName }, ada)).toBe(true);
  });

  it.each([
    ['Ada', 'Okafo'],
    ['Adaeze', 'Okafor'],
    ['Okafor', 'Okafor'],
    ['Ada', 'Ada'],
    ['Musa', 'Ibrahim'],
    ['', 'Okafor'],
  ])('refuses %s %s for ADA OKAFOR', (firstName, lastName) => {
    expect(typedNameMatches({ firstName, lastName }, ada)).toBe(false);
  });

  it('accepts any two distinct names of the record, the middle name included', () => {
    expect(typedNameMatches({ firstName: 'Ngozi', lastName: 'Eze' }, chiamaka)).toBe(true);
    expect(typedNameMatches({ firstName: 'Chiamaka', lastName: 'Ngozi' }, chiamaka)).toBe(true);
    expect(typedNameMatches({ firstName: 'Chiamaka', lastName: 'Chiamaka' }, chiamaka)).toBe(false);
  });

  it('accepts one word of a name the authority printed as two, and the two words written together', () => {
    const record = { firstName: 'MARY ANN', middleName: null, lastName: 'ADEYEMI-JOHNSON' };
    expect(typedNameMatches({ firstName: 'Mary', lastName: 'Johnson' }, record)).toBe(true);
    expect(typedNameMatches({ firstName: 'Maryann', lastName: 'Adeyemi Johnson' }, record)).toBe(true);
  });

  it('is insensitive to case, accents and spacing and to the order of the two names, for any record', () => {
    const word = fc.stringMatching(/^[A-Z]{2,12}$/);
    fc.assert(
      fc.property(word, word, fc.boolean(), (first, last, swap) => {
        fc.pre(first !== last);
        const record = { firstName: first, middleName: null, lastName: last };
        const typedFirst = ` ${first.toLowerCase().replace(/A/gi, 'á')} `;
        const typedLast = last.split('').join(' ');
        const typed = swap
          ? { firstName: typedLast, lastName: typedFirst }
          : { firstName: typedFirst, lastName: typedLast };
        expect(typedNameMatches(typed, record)).toBe(true);
      }),
    );
  });

  it('keys names on their letters only', () => {
    expect(nameKey(" Adébáyọ̀ O'Neil-Smith ")).toBe('adebayooneilsmith');
  });
});

describe('two records of one person', () => {
  it('agree on the same first and last names and date of birth; a middle name left out does not count', () => {
    const kept = { fullName: 'CHIAMAKA NGOZI EZE', dateOfBirth: '1995-04-12' };
    expect(recordsAgree(kept, { ...chiamaka, dateOfBirth: '1995-04-12' })).toBe(true);
    expect(
      recordsAgree(kept, {
        firstName: 'CHIAMAKA',
        middleName: null,
        lastName: 'EZE',
        dateOfBirth: '1995-04-12',
      }),
    ).toBe(true);
  });

  it('disagree on another date of birth or another name', () => {
    const kept = { fullName: 'CHIAMAKA NGOZI EZE', dateOfBirth: '1995-04-12' };
    expect(recordsAgree(kept, { ...chiamaka, dateOfBirth: '1996-01-01' })).toBe(false);
    expect(recordsAgree(kept, { ...ada, dateOfBirth: '1995-04-12' })).toBe(false);
  });

  it('prints a record as the authority spelled it', () => {
    expect(recordFullName(chiamaka)).toBe('CHIAMAKA NGOZI EZE');
    expect(recordFullName(ada)).toBe('ADA OKAFOR');
  });
});
