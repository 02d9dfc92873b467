/** The price-guide module's public surface: what code outside it may import (decision 97). */
export { figuresDates } from "./price-guide.rules.js";
export { PriceGuideService } from "./price-guide.service.js";
