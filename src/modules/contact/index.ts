/** The contact module's public surface: what code outside it may import (decision 97). */
export { ContactService } from "./contact.service.js";
