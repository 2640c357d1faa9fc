// Personal data (issue #23 items 8-10): the public surface for http/ and jobs/.
export * from './breaches';
export * from './clocks';
export * from './close-account';
export * from './erasure';
export * from './export';
export * from './mask';
export * from './requests';
export * from './retention';
export * from './statement';
