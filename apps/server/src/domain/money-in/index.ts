// Money in by bank transfer (issue #22): customers' own account numbers and orders paid by transfer. See README.md.
export * from './context';
export * from './credits';
export * from './customer-account';
export * from './errors';
export * from './messages';
export * from './sweep';
export * from './transfer-payments';
export * from './webhook';
