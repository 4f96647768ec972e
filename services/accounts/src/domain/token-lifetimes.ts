/** DECISIONS.md §2: partner token 60 minutes, user token 15 minutes. */
export const PARTNER_TOKEN_SECONDS = 60 * 60;
export const USER_TOKEN_SECONDS = 15 * 60;
/** A key that stopped signing stays published this long: every token it signed has expired by then. */
export const LONGEST_TOKEN_SECONDS = Math.max(PARTNER_TOKEN_SECONDS, USER_TOKEN_SECONDS);
