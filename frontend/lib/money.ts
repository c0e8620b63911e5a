// Money as the pages show it (issue 44): amounts in cents with their
// currency ('$320.00', '€25.00') and the decimal amounts of prices and an
// exchange's budget ('25.50'). Amounts are never converted: one in another
// currency is listed as it is. Which currency a locale suggests is in
// lib/currency.ts (kept apart: most pages need none of its tables).

/** Formats by currency, made once each (a format is costly to make). */
const formats = new Map<string, Intl.NumberFormat | null>();

function formatOf(currency: string): Intl.NumberFormat | null {
  if (!formats.has(currency)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    } catch {
      // Not a currency code this browser knows.
    }
    formats.set(currency, format);
  }
  return formats.get(currency) ?? null;
}

/** `amount` in `currency`: '$12.50', '€25.00', '¥600'; '12.50 XYZ' for a code the browser does not know. */
function formatAmountIn(amount: number, currency: string): string {
  const format = formatOf(currency);
  return format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`;
}

/** Cents in `currency`: (32000, 'USD') -> '$320.00'; (1250, 'XQQ') -> '12.50 XQQ'. */
export function formatMoney(cents: number, currency: string): string {
  return formatAmountIn(cents / 100, currency);
}

/**
 * A decimal amount as the API keeps a price or an exchange's budget
 * ('25.00', '25') in `currency`: '€25.00'; as it is with the code after it
 * when it is not a number or the code is unknown ('25 XQQ'); the amount
 * alone without a currency; null without an amount.
 */
export function formatAmount(amount: string | null, currency: string | null): string | null {
  if (!amount) return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return currency ? `${amount} ${currency}` : amount;
  if (!currency) return amount;
  return formatOf(currency) ? formatAmountIn(value, currency) : `${amount} ${currency}`;
}

/** Cents as a form's amount field holds them: 60000 -> '600', 60050 -> '600.50'. */
export function centsToAmount(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  const sign = cents < 0 && whole === 0 ? "-" : "";
  return rest === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(rest).padStart(2, "0")}`;
}

/** The most an amount may be (a price, a budget, a person's part of one), as the server allows. */
export const AMOUNT_MAX = 1_000_000;

/** An amount as the API takes it: '600' or '600.50' (at most two decimals), at most 1,000,000. */
export function isAmount(text: string): boolean {
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) && Number(text) <= AMOUNT_MAX;
}
