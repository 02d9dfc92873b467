import { NotFoundError, ValidationError } from "../../shared/errors.js";
import { MAX_SAVED_SEARCHES } from "./saved-searches.types.js";

/** Another user's search answers the same 404 as a missing one: ids do not reveal who saved what. */
export class SavedSearchNotFoundError extends NotFoundError {
  override readonly code = "ALERTS.SEARCH_NOT_FOUND";
  constructor() {
    super("Saved search not found");
  }
}

export class SavedSearchLimitError extends ValidationError {
  override readonly code = "ALERTS.LIMIT_REACHED";
  constructor() {
    const message = `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;
    super({ savedSearches: [message] }, message);
  }
}

export class UnsubscribeLinkNotFoundError extends NotFoundError {
  override readonly code = "ALERTS.UNSUBSCRIBE_LINK_NOT_FOUND";
  constructor() {
    super("This unsubscribe link is not valid");
  }
}
