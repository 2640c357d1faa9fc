// Money-laundering controls (DOMAIN.md; issue #23 items 4-6): alerts, cases, wallet holds, large transactions.
export * from './cases';
export * from './errors';
export * from './holds';
export * from './subjects';
export * from './support';
export * from './alerts';
export * from './large-transactions';
export * from './rules';
export * from './closing';
