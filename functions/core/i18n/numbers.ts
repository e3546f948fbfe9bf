/**
 * Numbers in Indian digit grouping, in both languages (issue 35 §3): the last three digits, then
 * pairs (1,00,000; 12,34,567.5). Plain arithmetic rather than `toLocaleString("en-IN")`, whose
 * output depends on the ICU data of the machine or browser; digits stay Latin, as Indian apps print
 * them in Hindi too. Up to two decimals, trailing zeros dropped.
 */
export function formatIndianNumber(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? "-" : "";
  const scale = 10 ** maximumFractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = "0", fraction] = String(rounded).split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${last3}` : last3;
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}
