/**
 * The emulators' test numbers (ours: neither provider publishes any), documented in the README. Any other
 * valid Nigerian mobile number is delivered, with a delivery report a moment later.
 */
export const SMS_TEST_NUMBERS = {
  /** Delivered, on either provider. */
  delivers: '+2348090000001',
  /** On DND: only Termii's dnd channel reaches it (the generic channel gets "DND Active on Phone Number"). */
  dnd: '+2348090000002',
  /** Accepted, but no delivery report ever comes. */
  noReport: '+2348090000003',
  /** Termii fails it (HTTP 500, retryable), so the message goes through Africa's Talking. */
  termiiFails: '+2348090000004',
  /** Termii hangs past the client's 5 s timeout, so the message goes through Africa's Talking. */
  termiiHangs: '+2348090000005',
} as const;
