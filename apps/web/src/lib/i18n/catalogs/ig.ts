import { catalogOf, type Translation } from '@chancepay/shared/i18n/messages';

// Every *.messages.ig.ts in the app, gathered into one chunk that only a ig reader downloads.
const modules = import.meta.glob<{ default: Translation }>('../../../**/*.messages.ig.ts', { eager: true });

export default catalogOf(Object.values(modules).map((module) => module.default));
