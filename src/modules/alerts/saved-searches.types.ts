import { IsBoolean, IsIn, IsString, MaxLength, MinLength, ValidateIf } from "class-validator";

import { ALERT_FREQUENCIES, type AlertFrequency, NAME_MAX_LENGTH } from "./saved-search-rules.js";

export * from "./saved-search-rules.js";

/** The /properties query of a saved search: known filter keys only, values as the URL has them. */
export type SavedSearchQuery = Record<string, string>;

export interface SavedSearch {
  id: number;
  name: string;
  query: SavedSearchQuery;
  frequency: AlertFrequency;
  /** False once unsubscribed from a mail: kept (and shown) so it can be switched back on. */
  active: boolean;
  lastSentAt: Date | null;
  createdAt: Date;
}

/** A search to mail, with the address it goes to. */
export interface AlertSubscription extends SavedSearch {
  email: string;
  firstName: string | null;
  /** The owner proved the address: only then is it mailed. */
  emailVerified: boolean;
}

export interface NewSavedSearch {
  userId: number;
  name: string;
  query: SavedSearchQuery;
  frequency: AlertFrequency;
  createdAt: Date;
}

export const FREQUENCY_MESSAGE = "Frequency must be instant, daily or weekly";

export class SaveSearchInput {
  @MaxLength(NAME_MAX_LENGTH, { message: `Name must be at most ${NAME_MAX_LENGTH} characters` })
  @MinLength(1, { message: "Name is required" })
  @IsString({ message: "Name is required" })
  name: string;

  @IsIn(ALERT_FREQUENCIES, { message: FREQUENCY_MESSAGE })
  frequency: AlertFrequency;
}

/** PATCH: a new frequency, or active true to switch an unsubscribed alert back on (or false, off). */
export class ChangeSavedSearchInput {
  // Only a missing field is "unchanged": IsOptional would also let null through, to a NOT NULL column.
  @ValidateIf((_, value) => value !== undefined)
  @IsIn(ALERT_FREQUENCIES, { message: FREQUENCY_MESSAGE })
  frequency?: AlertFrequency;

  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: "Active must be true or false" })
  active?: boolean;
}
