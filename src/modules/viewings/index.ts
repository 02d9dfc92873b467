/** The viewings module's public surface: what code outside it may import (decision 97). */
export { VIEWING_STATUSES, type ViewingStatus } from "./viewings.rules.js";
