/** The my-listings module's public surface: what code outside it may import (decision 97). */
export { MyListingsService } from "./my-listings.service.js";
