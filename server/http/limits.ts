/**
 * Largest request body the server reads: a backstop only. The fields' own lengths decide what
 * is too long, so the longest form at its limits must fit in any script. The worst case is a
 * no-JavaScript assessment: about 10,700 characters of fields, and an urlencoded CJK character
 * takes 9 bytes (three UTF-8 bytes, each %XX), about 96 KB. 64 KiB refused it.
 */
export const BODY_LIMIT_BYTES = 128 * 1024;

/** The limit as a visitor reads it ("128 KiB"). */
export const BODY_LIMIT_TEXT = `${BODY_LIMIT_BYTES / 1024} KiB`;
