// Every table of the app, one file per domain area. drizzle-kit reads this file to generate migrations.
export * from './meta';
export * from './ledger';
export * from './sandbox';
export * from './users';
export * from './outbox';
export * from './raffle';
export * from './jobs';
