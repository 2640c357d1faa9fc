import { catalogOf, type Translation } from '@chancepay/shared/i18n/messages';

// Every *.messages.pcm.ts in the app, gathered into one chunk that only a pcm reader downloads.
const modules = import.meta.glob<{ default: Translation }>('../../../**/*.messages.pcm.ts', { eager: true });

export default catalogOf(Object.values(modules).map((module) => module.default));
