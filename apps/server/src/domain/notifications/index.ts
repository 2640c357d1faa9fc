export * from './record';
export * from './send';
export * from './preferences';
export { ngn } from './templates';
