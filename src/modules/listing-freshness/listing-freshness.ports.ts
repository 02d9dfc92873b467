/** A published listing due a confirm link, with whom to ask: its agent, else its owner. */
export interface ReminderCandidate {
  propertyId: number;
  title: string;
  lastConfirmedAt: Date;
  expiresAt: Date;
  /** The agent's e-mail, else the owner's; null when the listing has neither. */
  email: string | null;
  name: string | null;
}

export interface ConfirmLink {
  propertyId: number;
  title: string;
  lastConfirmedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Listing freshness (decision 13): confirm links and the confirmation itself. */
export interface ListingFreshnessRepository {
  /** Published listings expiring by `until` whose current period has had no link yet. */
  listDueForReminder(until: Date): Promise<ReminderCandidate[]>;
  /** Records the period's link; false when one is already recorded (a concurrent run). */
  recordReminder(propertyId: number, periodExpiresAt: Date, tokenHash: string): Promise<boolean>;
  /** The link with this token hash, if its listing is still published. */
  findLink(tokenHash: string): Promise<ConfirmLink | null>;
  /** New period for a published listing and every unused link of it spent; false when none. */
  confirm(propertyId: number, confirmedAt: Date, expiresAt: Date): Promise<boolean>;
  countExpired(now: Date): Promise<number>;
}
