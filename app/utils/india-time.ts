/**
 * India time for the pages and the islands: the implementation lives in core
 * (functions/core/time/india-time.ts), so the pages, e-mails and PDF documents print the same text.
 */
export { defaultWindow, formatIndia, fromIndiaInputValue, toIndiaInputValue, type DefaultWindow } from "@core/time/india-time";
