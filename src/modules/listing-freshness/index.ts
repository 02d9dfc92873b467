/** The listing-freshness module's public surface: what code outside it may import (decision 97). */
export { type ListingConfirmation, ListingFreshnessService } from "./listing-freshness.service.js";
