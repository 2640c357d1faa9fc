/** A day as people write it on the Lagos calendar ("21 May 2027"), for `useFormatDate` in the reader's language. */
export const LAGOS_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** The time of day on the Lagos clock ("14:05"). */
export const LAGOS_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: false };
