/**
 * A UUID in any letter case (path parameters, payment references); callers lower-case a match before
 * looking it up.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
