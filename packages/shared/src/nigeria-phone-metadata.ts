import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber-js's mobile metadata for Nigeria (+234) only. We accept Nigerian numbers and nothing else
 * (DOMAIN.md "Phone numbers"), and the whole world's metadata cost about 30 KiB gzip on every page that
 * takes a phone number; Nigeria's is under 1 KiB. Copied from libphonenumber-js/metadata.mobile.json by
 * `npx tsx packages/shared/scripts/nigeria-phone-metadata.ts`; phone.test.ts fails when the installed
 * library's Nigerian metadata differs, so an upgrade cannot leave this copy stale.
 */
export const nigeriaMobileMetadata = {
  version: 4,
  country_calling_codes: {
    '234': ['NG'],
  },
  countries: {
    NG: [
      '234',
      '009',
      '(?:20|9\\d)\\d{8}|[78]\\d{9,13}',
      [10, 11, 12, 13, 14],
      [
        ['(\\d{3})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['[7-9]'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d{4})', '$1 $2 $3', ['20[129]'], '0$1'],
        ['(\\d{4})(\\d{2})(\\d{4})', '$1 $2 $3', ['2'], '0$1'],
        ['(\\d{3})(\\d{4})(\\d{4,5})', '$1 $2 $3', ['[78]'], '0$1'],
        ['(\\d{3})(\\d{5})(\\d{5,6})', '$1 $2 $3', ['[78]'], '0$1'],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [
        0,
        [
          '(?:702[0-24-9]|819[01])\\d{6}|(?:7(?:0[13-9]|[12]\\d)|8(?:0[1-9]|1[0-8])|9(?:0[1-9]|1[0-6]))\\d{7}',
          [10],
        ],
      ],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;

/** The Nigerian part of a libphonenumber-js metadata file. */
export function nigeriaOnly(world: {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
}) {
  return {
    version: world.version,
    country_calling_codes: { '234': world.country_calling_codes['234'] },
    countries: { NG: world.countries.NG },
    nonGeographic: {},
  };
}
