// Responsible play's public surface, for createOrder and the HTTP layer.
export * from './errors';
export * from './order-guard';
export * from './play-limits';
export * from './rules';
export * from './spend';
