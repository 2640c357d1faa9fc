// Every table of the app, one file per domain area. drizzle-kit reads this file to generate migrations.
export * from './meta';
export * from './sandbox';
export * from './ledger';
export * from './users';
export * from './outbox';
export * from './transfers';
export * from './raffle';
export * from './jobs';
export * from './responsible-play';
export * from './notifications';
export * from './console';
export * from './money-operations';
export * from './staff';
export * from './transaction-pins';
export * from './identity';
export * from './ussd';
export * from './money-in';
