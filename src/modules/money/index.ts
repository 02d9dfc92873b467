/** The money module's public surface: what code outside it may import (decision 97). */
export type { RateHistory } from "./money.ports.js";
export { MoneyService } from "./money.service.js";
export type { PriceConversion } from "./money.types.js";
export type { RateSpan } from "./rate-spans.js";
export { rateSpans } from "./rate-spans.js";
