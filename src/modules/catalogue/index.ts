/** The catalogue module's public surface: what code outside it may import (decision 97). */
export { CatalogueService } from "./catalogue.service.js";
export { PROPERTY_FILTER_KEYS, parsePropertyQuery } from "./property-query.js";
