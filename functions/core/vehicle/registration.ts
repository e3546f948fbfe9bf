/**
 * Indian vehicle registration numbers, normalised for storage and display:
 * - the state series: state code, RTO number, 0–3 series letters, 4 digits — "MH 12 AB 1234",
 *   "DL 3C AB 1234" (Delhi's class letter), "KA 01 1234";
 * - the Bharat series: year, "BH", 4 digits, 1–2 letters — "22 BH 1234 AA".
 * Spaces, dots and dashes are ignored on input; letters are upper-cased.
 */
export const REGISTRATION_MESSAGE = "Please enter a valid Indian registration number, e.g. MH 12 AB 1234.";

const STATE_SERIES = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{4})$/;
const DELHI_CLASS = /^(DL)(\d{1,2})([A-Z])([A-Z]{0,3})(\d{4})$/;
const BHARAT_SERIES = /^(\d{2})(BH)(\d{4})([A-Z]{1,2})$/;

/** The normalised number, or undefined when it is not a valid Indian registration number. */
export function normaliseRegistration(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s.\-_/]+/g, "");
  const bh = BHARAT_SERIES.exec(compact);
  if (bh) return `${bh[1]} BH ${bh[3]} ${bh[4]}`;
  const delhi = DELHI_CLASS.exec(compact);
  if (delhi) return [delhi[1], `${delhi[2]!.padStart(2, "0")}${delhi[3]}`, delhi[4], delhi[5]].filter(Boolean).join(" ");
  const state = STATE_SERIES.exec(compact);
  if (state && state[2] !== "0" && state[2] !== "00")
    return [state[1], state[2]!.padStart(2, "0"), state[3], state[4]].filter(Boolean).join(" ");
  return undefined;
}
