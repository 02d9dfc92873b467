/** The contact-clicks module's public surface: what code outside it may import (decision 97). */
export { ContactClicksService } from "./contact-clicks.service.js";
