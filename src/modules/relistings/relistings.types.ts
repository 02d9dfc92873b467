import { IsIn } from "class-validator";
import { IsDecisionReason } from "../admin/index.js";
import {
  RELISTING_DECISIONS,
  RELISTING_MESSAGES,
  type RelistingDecision,
  type RelistingState,
} from "./relistings.rules.js";

/** The nearest pair of matching photos: the new listing's and the earlier listing's. */
export interface PhotoEvidence {
  photoUrl: string;
  earlierPhotoUrl: string;
  /** Bits apart of the two 64-bit perceptual hashes: 0 is the same picture. */
  distance: number;
}

/** What a check found of one earlier listing: its photos, its place, or both. */
export interface RelistingMatch {
  earlierPropertyId: number;
  photo: PhotoEvidence | null;
  /** Metres between the two pins, for a listing of the same type and bedrooms. */
  placeMetres: number | null;
}

/** The new listing a check is about: a submission being sent, or a listing already stored. */
export type RelistingSource = { submissionId: number } | { propertyId: number };

/** A link as the admin and the listing's owner or agent read it. */
export interface RelistingLink extends RelistingMatch {
  id: number;
  /** The submission it was found on, if it was found on one. */
  submissionId: number | null;
  /** The listing that repeats the earlier one; null while it is a submission awaiting review. */
  propertyId: number | null;
  /** That listing's title (the submission's while it waits). */
  title: string;
  earlierTitle: string;
  /** When the earlier listing was first listed. */
  earlierListedAt: Date;
  /** Whether visitors can open the earlier listing's page. */
  earlierPublished: boolean;
  state: RelistingState;
  detectedAt: Date;
  disputedAt: Date | null;
  disputeReason: string | null;
  decidedAt: Date | null;
  /** Who decided, as the audit log names them (the admin's reads only). */
  decidedBy: string | null;
  decisionReason: string | null;
}

/** POST /api/my-listings/{id}/relistings/{linkId}/dispute: why it is not the same place. */
export class DisputeRelistingInput {
  @IsDecisionReason(RELISTING_MESSAGES.disputeRequired)
  reason: string;
}

/** PUT /api/admin/relistings/{id}: the admin keeps the link or removes it, saying why. */
export class DecideRelistingInput {
  @IsIn(RELISTING_DECISIONS, { message: RELISTING_MESSAGES.decision })
  decision: RelistingDecision;

  @IsDecisionReason(RELISTING_MESSAGES.decisionRequired)
  reason: string;
}
