/** The listing-freshness module's public surface: what code outside it may import (decision 97). */
export { ListingFreshnessService } from "./listing-freshness.service.js";
