import type {
  AlertFrequency,
  AlertSubscription,
  NewSavedSearch,
  SavedSearch,
} from "./saved-searches.types.js";

export interface SavedSearchRepository {
  create(search: NewSavedSearch): Promise<SavedSearch>;
  /** Newest first. */
  listForUser(userId: number): Promise<SavedSearch[]>;
  countForUser(userId: number): Promise<number>;
  /** Null when there is no such search or it is another user's. */
  findForUser(id: number, userId: number): Promise<SavedSearch | null>;
  update(
    id: number,
    patch: { frequency?: AlertFrequency; active?: boolean; lastSentAt?: Date },
  ): Promise<SavedSearch>;
  remove(id: number, userId: number): Promise<boolean>;
  /**
   * Active searches of one frequency with their owner's address. With `dueBy`, only those last
   * mailed (or, never mailed, created) at or before it.
   */
  listActive(frequency: AlertFrequency, dueBy?: Date): Promise<AlertSubscription[]>;
  /** Records that a mail went out, and the hash of the unsubscribe token it carried. */
  recordMail(id: number, sentAt: Date, tokenHash: string): Promise<void>;
  /** Records a run that found nothing to mail: the next digest starts from here. */
  markChecked(id: number, at: Date): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<SavedSearch | null>;
}
