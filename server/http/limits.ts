/** Largest request body the server reads (DESIGN §4). */
export const BODY_LIMIT_BYTES = 16 * 1024;
