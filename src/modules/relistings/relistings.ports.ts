import type { ListingManager } from "../listings/index.js";
import type { RelistingState } from "./relistings.rules.js";
import type {
  PhotoEvidence,
  RelistingLink,
  RelistingMatch,
  RelistingSource,
} from "./relistings.types.js";

export interface RelistingRepository {
  /**
   * Earlier listings (published or not) with a stored photo within `maxDistance` bits of one of
   * the source's, each with its nearest pair, nearest first.
   */
  photoMatches(
    source: RelistingSource,
    maxDistance: number,
    limit: number,
  ): Promise<Array<{ earlierPropertyId: number; photo: PhotoEvidence }>>;
  /**
   * Earlier listings (published or not) of the source's type and bedrooms whose pin is within
   * `radiusMetres` of the source's, nearest first; none when the source has no pin.
   */
  placeMatches(
    source: RelistingSource,
    radiusMetres: number,
    limit: number,
  ): Promise<Array<{ earlierPropertyId: number; metres: number }>>;
  /** Keeps the matches as links of the source; a listing already linked is left as it is. */
  add(source: RelistingSource, matches: readonly RelistingMatch[]): Promise<void>;
  /** An approved submission's links become its listing's. */
  carryToProperty(submissionId: number, propertyId: number): Promise<void>;
  linksOfSubmissions(submissionIds: readonly number[]): Promise<RelistingLink[]>;
  /** The links of the listings the manager manages, newest first. */
  linksManagedBy(manager: ListingManager): Promise<RelistingLink[]>;
  /** The links in these states, oldest dispute first. */
  linksIn(states: readonly RelistingState[]): Promise<RelistingLink[]>;
  findById(id: number): Promise<RelistingLink | null>;
  /** Marks a linked link disputed; false when it was not `linked` any more. */
  dispute(id: number, by: { userId: number; at: Date; reason: string }): Promise<boolean>;
  /** Records the admin's decision on a link not yet decided; false when it was. */
  decide(
    id: number,
    decision: { state: "upheld" | "removed"; by: string; at: Date; reason: string },
  ): Promise<boolean>;
}
