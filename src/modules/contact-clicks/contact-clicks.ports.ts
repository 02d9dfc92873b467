import type { NewContactClick } from "./contact-clicks.types.js";

export interface ContactClickRepository {
  record(click: NewContactClick): Promise<void>;
}
