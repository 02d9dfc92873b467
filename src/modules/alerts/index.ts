/** The alerts module's public surface: what code outside it may import (decision 97). */
export { AlertsService } from "./alerts.service.js";
export { SavedSearchesService } from "./saved-searches.service.js";
