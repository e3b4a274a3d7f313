/**
 * Largest request body the server reads: a backstop only. The fields' own lengths decide what
 * is too long, and the longest form at its limits fits well within this in any script (an
 * urlencoded Cyrillic message is about 6 bytes a character).
 */
export const BODY_LIMIT_BYTES = 64 * 1024;
