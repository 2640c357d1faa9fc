/**
 * Prints libphonenumber-js's mobile metadata for Nigeria only, for src/nigeria-phone-metadata.ts:
 *   npx tsx packages/shared/scripts/nigeria-phone-metadata.ts
 * src/phone.test.ts fails when the installed library's Nigerian metadata differs from the committed copy.
 */
import world from 'libphonenumber-js/metadata.mobile.json';
import { nigeriaOnly } from '../src/nigeria-phone-metadata';

console.log(JSON.stringify(nigeriaOnly(world), null, 2));
