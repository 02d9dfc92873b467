/** The inquiries module's public surface: what code outside it may import (decision 97). */
export { InquiriesService } from "./inquiries.service.js";
