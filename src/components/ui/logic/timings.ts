/** SPEC §9 UI timings (ms). */
export const TOAST_MS = 1500
/** The short-message helper (msg) keeps its toast longer. */
export const MSG_MS = 3000
/** A toast's callback runs this long after the toast hides. */
export const TOAST_CALLBACK_DELAY_MS = 500
/** Dialogs fade in (and out) over this time. */
export const DIALOG_FADE_MS = 200
/** Bottom popups (pickers, sheets, choosers) stay this long after closing while they slide out. */
export const POPUP_CLOSE_MS = 300
