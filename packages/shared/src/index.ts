// The shared package's public surface: domain rules the server and the web client must apply identically.
export * from './money';
export * from './phone';
export * from './banks';
export * from './nuban';
export * from './raffle-types';
export * from './sha256';
export * from './draw';
export * from './schemas';
export * from './lagos-time';
export * from './reports';
export * from './receipts';
export * from './transfers';
export * from './responsible-play';
export * from './staff';
export * from './console';
export * from './admin-finance';
