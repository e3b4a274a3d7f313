/**
 * The hidden honeypot field every form carries. People never see it (render it off-screen,
 * with tabIndex -1, aria-hidden and autoComplete "off"); a bot that fills it gets the normal
 * success answer, and its submission is stored flagged as spam, with no notification.
 *
 * In a module of its own, without zod: the browser's forms render it before they load the schemas.
 */
export const HONEYPOT_FIELD = "website";
