import { catalogOf, type Translation } from '@chancepay/shared/i18n/messages';

// Every *.messages.yo.ts in the app, gathered into one chunk that only a yo reader downloads.
const modules = import.meta.glob<{ default: Translation }>('../../../**/*.messages.yo.ts', { eager: true });

export default catalogOf(Object.values(modules).map((module) => module.default));
