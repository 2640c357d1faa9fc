// The accounts domain's public surface, for the HTTP layer, the CLI and the seed.
export * from './access-tokens';
export * from './accounts';
export * from './context';
export * from './errors';
export * from './login';
export * from './password-reset';
export * from './passwords';
export * from './pending-sign-up';
export * from './phone-password-reset';
export * from './phone-verification';
export * from './rate-limits';
export * from './secrets';
export * from './shared-quota-counters';
export * from './sessions';
export * from './transaction-pin';
export * from './transaction-pin-reset';
export * from './wallet';
