import type { NewContactClick } from "./contact-clicks.types.js";

export interface ContactClickRepository {
  /**
   * Keeps the click unless this visitor's click on the same listing (or, from the agents'
   * directory, the same agent; or the same hostel) is already kept for that day; answers whether it was kept. Two
   * presses at once keep one: the database decides, not a read before the write.
   */
  record(click: NewContactClick): Promise<boolean>;
}
