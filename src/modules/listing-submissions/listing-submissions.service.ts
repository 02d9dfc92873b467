import { type Actor, adminName } from "../../shared/actor.js";
import { type FieldErrors, ValidationError } from "../../shared/errors.js";
import { provedReplyToOf } from "../../shared/mailbox.js";
import type { Clock, FileStore, Mailer, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { type UploadedFile, withStoredUploads } from "../../shared/uploads.js";
import { optionalText, tryValidate, validateInput } from "../../shared/validation.js";
import type { UserRepository } from "../accounts/index.js";
import type { AuditTrail } from "../admin/index.js";
import { decisionReason } from "../admin/index.js";
import type { AgentRepository } from "../agents/index.js";
import type { Property, PropertyRepository } from "../listings/index.js";
import {
  addDays,
  applicableTerms,
  coordinatesOf,
  currencyMismatch,
  FURNISHING_OF_ANSWER,
  type Furnished,
  type Furnishing,
  listingFieldsOf,
  prepareListingFields,
  priceDigits,
  writtenCurrency,
} from "../listings/index.js";
import type { Requester } from "../rate-limits/index.js";
import type { RelistingsService } from "../relistings/index.js";
import type { UploadIntake } from "../uploads/index.js";
import type { DuplicatePhotoCheck } from "./duplicate-photos.js";
import { placeOf } from "./ghana-places.js";
import type { ListingPhotoIntake } from "./listing-photo-intake.js";
import type { ListingSubmissionsConfig } from "./listing-submissions.config.js";
import {
  SubmissionAlreadyDecidedError,
  SubmissionNotFoundError,
} from "./listing-submissions.errors.js";
import type {
  ListingPublishedListener,
  ListingSubmissionRepository,
} from "./listing-submissions.ports.js";
import {
  type ListingSubmission,
  ListingSubmissionInput,
  type ReviewedSubmission,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  UNDECIDED_STATUSES,
} from "./listing-submissions.types.js";
import { LISTING_IMAGE_RULE, LISTING_VIDEO_RULE } from "./listing-upload-rules.js";
import { newSubmissionMail, submissionDecisionMail } from "./submission-mails.js";

/**
 * Listings are published for real (the old form only opened a mail draft): a submission is
 * stored with its media for review, and the administrator turns it into a property or not.
 */
export class ListingSubmissionsService {
  constructor(
    private readonly submissions: ListingSubmissionRepository,
    private readonly properties: PropertyRepository,
    private readonly agents: AgentRepository,
    private readonly files: FileStore,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly photos: DuplicatePhotoCheck,
    private readonly audit: AuditTrail,
    private readonly uploads: UploadIntake,
    private readonly intake: ListingPhotoIntake,
    private readonly published: ListingPublishedListener,
    private readonly config: ListingSubmissionsConfig,
    private readonly users: Pick<UserRepository, "findById">,
    private readonly relistings: Pick<
      RelistingsService,
      "checkSubmission" | "checkApproved" | "linksOfSubmissions"
    >,
  ) {}

  /** `sender` pays for the decoding of the photos from their hourly allowance (decision 81). */
  async submitListing(
    raw: unknown,
    media: { images?: readonly UploadedFile[]; videos?: readonly UploadedFile[] },
    actor: Actor,
    sender: Requester,
  ): Promise<ListingSubmission> {
    // Anyone may submit (spec §6); a signed-in submitter owns the listing once published.
    const userId = actor.userId;
    const form = await tryValidate(() => validateInput(ListingSubmissionInput, raw, prepare));
    const images = await this.intake.check(media.images ?? [], sender);
    const videos = await this.uploads.check(
      "videos",
      media.videos ?? [],
      LISTING_VIDEO_RULE,
      sender,
    );
    const errors: FieldErrors = {
      ...form.errors,
      ...(form.value ? currencyMismatch(form.value.price, form.value.priceCurrency ?? "GHS") : {}),
      ...images.errors,
      ...videos.errors,
    };
    if (!form.value || Object.keys(errors).length > 0) throw new ValidationError(errors);
    const input = form.value;
    const submitter = { userId: userId ?? null };
    const replyTo = await provedReplyToOf(this.users, userId, input.contactEmail.trim());

    // The videos are stored first, so the photos' transaction holds every URL it writes.
    return withStoredUploads(this.files, videos.accepted, (videoUrls) =>
      this.intake.take(images.accepted, submitter, async ({ urls, hashed, matches }) => {
        const listingType = input.listingType ?? "sale";
        const submission = await this.submissions.create({
          status: matches.length > 0 ? "held" : "pending",
          title: input.title.trim(),
          description: input.description.trim(),
          price: priceDigits(input.price),
          priceCurrency: input.priceCurrency ?? "GHS",
          listingType,
          rentPeriod: listingType === "rent" ? (input.rentPeriod ?? "month") : null,
          ...applicableTerms(input, { listingType, propertyType: input.propertyType }),
          ...coordinatesOf(input),
          location: input.location.trim(),
          city: optionalText(input.city) ?? null,
          region: optionalText(input.region) ?? null,
          propertyType: input.propertyType,
          bedrooms: input.bedrooms ? Number(input.bedrooms) : null,
          bathrooms: input.bathrooms ? Number(input.bathrooms) : null,
          area: input.area ?? null,
          furnished: input.furnished ?? null,
          contactName: input.contactName.trim(),
          contactEmail: input.contactEmail.trim(),
          contactPhone: optionalText(input.contactPhone) ?? null,
          additionalInfo: optionalText(input.additionalInfo) ?? null,
          images: urls,
          videos: videoUrls,
          userId: userId ?? null,
        });
        await this.photos.record(submission.id, hashed, matches);
        // With its photos' hashes stored: the same place listed before, by anyone (decision 102).
        await this.relistings.checkSubmission(submission.id);
        await this.mailer.send(newSubmissionMail(submission, this.config.infoEmail, replyTo));
        return submission;
      }),
    );
  }

  /** `status` is one status or a comma-separated list ("pending,held": all awaiting review). */
  async listSubmissions(actor: Actor, status?: unknown): Promise<ReviewedSubmission[]> {
    adminName(actor);
    const wanted = optionalText(status)?.split(",");
    if (wanted?.some((s) => !SUBMISSION_STATUSES.includes(s as SubmissionStatus))) {
      throw ValidationError.single("status", "Status must be pending, held, approved or rejected");
    }
    const submissions = await this.submissions.list(wanted as SubmissionStatus[] | undefined);
    const held = submissions.filter((s) => s.status === "held").map((s) => s.id);
    const matches = held.length > 0 ? await this.photos.matchesOf(held) : new Map();
    const relistings = await this.relistings.linksOfSubmissions(submissions.map((s) => s.id));
    return submissions.map((s) => ({
      ...s,
      photoMatches: matches.get(s.id) ?? [],
      relistings: relistings.get(s.id) ?? [],
    }));
  }

  /** Approval publishes the listing as an available property; both decisions tell the owner. */
  async decideSubmission(
    id: number,
    status: unknown,
    actor: Actor,
    reason?: unknown,
  ): Promise<ListingSubmission> {
    const name = adminName(actor);
    if (status !== "approved" && status !== "rejected") {
      throw ValidationError.single("status", "Status must be approved or rejected");
    }
    // A rejection says why; the reason is kept, audited and mailed to the owner.
    const reasonText = decisionReason(status, reason);
    if (!PositiveId.is(id)) throw new SubmissionNotFoundError();
    return this.tx.run(async () => {
      const s = await this.submissions.findById(id);
      if (!s) throw new SubmissionNotFoundError();
      if (!UNDECIDED_STATUSES.includes(s.status)) throw new SubmissionAlreadyDecidedError();
      let property: Property | null = null;
      const decidedAt = this.clock.now();
      const photoChange = s.photosForPropertyId !== null;
      if (status === "approved" && s.photosForPropertyId !== null) {
        property = await this.addHeldPhotos(s.photosForPropertyId, s);
      } else if (status === "approved") {
        // The submitter's own agent (decision 43); a contact e-mail proves nothing.
        const agent = s.userId !== null ? await this.agents.findByUserId(s.userId) : null;
        property = await this.properties.create({
          ...listingFieldsOf(s),
          ...placeOf(s.location, s.city, s.region),
          furnishing: furnishingOf(s.furnished),
          agentId: agent?.id ?? null,
          ownerId: s.userId,
          ownerContact: { name: s.contactName, email: s.contactEmail, phone: s.contactPhone },
          lastConfirmedAt: decidedAt,
          expiresAt: addDays(decidedAt, this.config.listingTtlDays),
        });
        await this.photos.moveToProperty(id, property.id);
        await this.relistings.checkApproved(id, property.id);
      }
      const propertyId = property?.id ?? null;
      const decision: "approved" | "rejected" = status;
      const outcome = { status: decision, propertyId, decidedAt, decisionReason: reasonText };
      if (!(await this.submissions.recordDecision(id, outcome))) {
        throw new SubmissionAlreadyDecidedError();
      }
      // In this transaction: the alerts go out exactly when the listing is committed.
      if (property && !photoChange) await this.published.onPublished(property);
      const decided: ListingSubmission = { ...s, ...outcome };
      const notes = [
        `"${s.title}"`,
        photoChange ? `photos for property #${s.photosForPropertyId}` : null,
        property && !photoChange ? `published as property #${property.id}` : null,
        s.status === "held" ? "was held for a photo match" : null,
        reasonText ? `reason: ${reasonText}` : null,
      ];
      await this.audit.record(
        name,
        status === "approved" ? "listing_submission.approved" : "listing_submission.rejected",
        { type: "listing_submission", id },
        notes.filter(Boolean).join("; "),
      );
      await this.mailer.send(submissionDecisionMail(decided));
      return decided;
    });
  }

  /** Approving a held photo change (decision 52) adds its photos after the listing's own. */
  private async addHeldPhotos(propertyId: number, s: ListingSubmission): Promise<Property> {
    const listing = await this.properties.findById(propertyId);
    if (!listing) throw new SubmissionNotFoundError();
    // Manage Listings counts held photos against the limit, so this stays within it.
    const images = [...listing.images, ...s.images].slice(0, LISTING_IMAGE_RULE.maxCount);
    await this.photos.moveToProperty(s.id, propertyId);
    return this.properties.update(propertyId, { images });
  }
}

const OPTIONAL_FIELDS = [
  "listingType",
  "rentPeriod",
  "area",
  "furnished",
  "priceCurrency",
  "region",
];

/** Multipart sends every field as text, '' for an optional one left empty. */
function prepare(input: ListingSubmissionInput): void {
  const record = input as unknown as Record<string, unknown>;
  for (const key of OPTIONAL_FIELDS) record[key] = optionalText(record[key]);
  prepareListingFields(input);
  // "US$ 250,000" or "$250,000" says dollars when no currency was chosen.
  if (input.priceCurrency === undefined && writtenCurrency(input.price) === "USD") {
    input.priceCurrency = "USD";
  }
}

/** The form's answer as the listing says it; an answer from before the rule (none now) is left out. */
function furnishingOf(answer: string | null): Furnishing | null {
  return answer && Object.hasOwn(FURNISHING_OF_ANSWER, answer)
    ? FURNISHING_OF_ANSWER[answer as Furnished]
    : null;
}
