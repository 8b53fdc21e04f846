/**
 * Shared focus indicator. The global ring in app.css uses amber-500, which is only 2.3:1 on
 * ivory (WCAG 1.4.11 asks for 3:1), so controls switch to amber-700 (5.5:1) on light surfaces
 * and amber-300 (11:1) inside `.on-dark` regions.
 */
export const focusRing = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700 in-[.on-dark]:focus-visible:outline-amber-300";
