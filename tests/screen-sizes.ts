// The two screens every page is tested on (playwright.config.ts's projects), also for a browser
// context a spec opens itself at the other size.

export const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
