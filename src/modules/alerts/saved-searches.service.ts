import { type Actor, signedInUser } from "../../shared/actor.js";
import { ValidationError } from "../../shared/errors.js";
import type { Clock } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { isRecord, tryValidate, validateInput } from "../../shared/validation.js";
import { SavedSearchLimitError, SavedSearchNotFoundError } from "./alerts.errors.js";
import type { SavedSearchRepository } from "./alerts.ports.js";
import { normaliseSavedQuery } from "./saved-search-query.js";
import {
  ChangeSavedSearchInput,
  FREQUENCY_MESSAGE,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  SaveSearchInput,
} from "./saved-searches.types.js";

/** A signed-in user's saved /properties searches: each one an e-mail alert. */
export class SavedSearchesService {
  constructor(
    private readonly searches: SavedSearchRepository,
    private readonly clock: Clock,
  ) {}

  async listSavedSearches(actor: Actor): Promise<SavedSearch[]> {
    return this.searches.listForUser(signedInUser(actor));
  }

  async saveSearch(actor: Actor, raw: unknown): Promise<SavedSearch> {
    const userId = signedInUser(actor);
    const form = await tryValidate(() =>
      validateInput(SaveSearchInput, raw, (i) => {
        if (typeof i.name === "string") i.name = i.name.trim();
      }),
    );
    const filters = await tryValidate(async () =>
      normaliseSavedQuery(isRecord(raw) ? raw.query : undefined),
    );
    const errors = { ...form.errors, ...filters.errors };
    if (!form.value || !filters.value) throw new ValidationError(errors);
    const [input, query] = [form.value, filters.value];
    if ((await this.searches.countForUser(userId)) >= MAX_SAVED_SEARCHES) {
      throw new SavedSearchLimitError();
    }
    return this.searches.create({
      userId,
      name: input.name,
      query,
      frequency: input.frequency,
      createdAt: this.clock.now(),
    });
  }

  async changeSavedSearch(actor: Actor, id: number, raw: unknown): Promise<SavedSearch> {
    const userId = signedInUser(actor);
    const input = await validateInput(ChangeSavedSearchInput, raw);
    if (input.frequency === undefined && input.active === undefined) {
      throw ValidationError.single("frequency", FREQUENCY_MESSAGE);
    }
    const search = await this.ownSearch(userId, id);
    // Switched back on: the next digest starts now, not with everything missed while off.
    const resumed = input.active === true && !search.active;
    return this.searches.update(search.id, {
      frequency: input.frequency,
      active: input.active,
      lastSentAt: resumed ? this.clock.now() : undefined,
    });
  }

  async deleteSavedSearch(actor: Actor, id: number): Promise<{ deleted: true }> {
    const userId = signedInUser(actor);
    await this.ownSearch(userId, id);
    await this.searches.remove(id, userId);
    return { deleted: true };
  }

  private async ownSearch(userId: number, id: number): Promise<SavedSearch> {
    const search = PositiveId.is(id) ? await this.searches.findForUser(id, userId) : null;
    if (!search) throw new SavedSearchNotFoundError();
    return search;
  }
}
