import type { MailMessage } from "../../shared/ports.js";
import { coordinatesText, exceedsLegalAdvance } from "../listings/index.js";
import type { ListingSubmission } from "./listing-submissions.types.js";

/**
 * `replyTo` is the contact address only where the submitter proved it; else the team
 * is told it is unconfirmed, as for an inquiry.
 */
export function newSubmissionMail(
  s: ListingSubmission,
  infoEmail: string,
  replyTo: string | undefined,
): MailMessage {
  return {
    to: infoEmail,
    ...(replyTo ? { replyTo } : {}),
    subject: `New Property Listing: ${s.title}`,
    text: [
      `A property listing was submitted for review (submission #${s.id}).`,
      "",
      `Title: ${s.title}`,
      `Price: ${s.priceCurrency === "USD" ? "US$" : "GH₵"}${s.price}${s.listingType === "rent" ? ` per ${s.rentPeriod ?? "month"}` : ""}`,
      `Location: ${s.location}`,
      `Property type: ${s.propertyType}`,
      `Bedrooms: ${s.bedrooms ?? "not given"} · Bathrooms: ${s.bathrooms ?? "not given"}`,
      `Area: ${s.area ? `${s.area} m²` : "not given"} · Furnished: ${s.furnished ?? "not given"}`,
      ...termsLines(s),
      "",
      s.description,
      "",
      `Contact: ${s.contactName} <${s.contactEmail}>${unconfirmed(replyTo)} ${s.contactPhone ?? ""}`.trim(),
      `Additional info: ${s.additionalInfo ?? "none"}`,
      `Images: ${s.images.length} · Videos: ${s.videos.length} (stored with the submission)`,
    ].join("\n"),
  };
}

/** Decision 52: photos added in Manage Listings that wait for review, as a held submission. */
export function heldPhotosMail(
  s: ListingSubmission,
  infoEmail: string,
  replyTo: string | undefined,
): MailMessage {
  return {
    to: infoEmail,
    ...(replyTo ? { replyTo } : {}),
    subject: `Photos held for review: ${s.title}`,
    text: [
      `${s.images.length} photo(s) added to listing #${s.photosForPropertyId} in Manage Listings match another agent's listing and wait for review (submission #${s.id}).`,
      "",
      `Listing: ${s.title}, ${s.location}`,
      `Added by: ${s.contactName} <${s.contactEmail}>${unconfirmed(replyTo)}`,
      "Approving adds them to the listing; rejecting leaves it as it is.",
    ].join("\n"),
  };
}

export function submissionDecisionMail(s: ListingSubmission): MailMessage {
  const approved = s.status === "approved";
  if (s.photosForPropertyId !== null) return photoChangeDecisionMail(s, approved);
  return {
    to: s.contactEmail,
    subject: approved
      ? `Your listing "${s.title}" is live on Ofie`
      : `Your listing "${s.title}" was not published`,
    text: approved
      ? `Hello ${s.contactName},\n\nYour property listing has been approved and is now on Ofie (listing #${s.propertyId}).${note(s)}\n\nThe Ofie team`
      : `Hello ${s.contactName},\n\nAfter review we could not publish your property listing, for this reason:\n\n${s.decisionReason ?? "No reason was recorded."}\n\nReply to this e-mail if you would like to send corrected details.\n\nThe Ofie team`,
  };
}

/** Decision 52: the photos held from Manage Listings were added, or not. */
function photoChangeDecisionMail(s: ListingSubmission, approved: boolean): MailMessage {
  const photos = `${s.images.length} photo${s.images.length === 1 ? "" : "s"}`;
  return {
    to: s.contactEmail,
    subject: approved
      ? `Your new photos of "${s.title}" are live on Ofie`
      : `Your new photos of "${s.title}" were not added`,
    text: approved
      ? `Hello ${s.contactName},\n\nAfter review we added the ${photos} you uploaded to your listing (listing #${s.photosForPropertyId}).${note(s)}\n\nThe Ofie team`
      : `Hello ${s.contactName},\n\nAfter review we could not add the ${photos} you uploaded to your listing (listing #${s.photosForPropertyId}), for this reason:\n\n${s.decisionReason ?? "They match photos of another agent's listing."}\n\nReply to this e-mail if they are yours.\n\nThe Ofie team`,
  };
}

function unconfirmed(replyTo: string | undefined): string {
  return replyTo ? "" : " (e-mail not confirmed: check it before you write to it)";
}

/** An approval's optional note from the admin, as its own paragraph. */
function note(s: ListingSubmission): string {
  return s.decisionReason ? `\n\nA note from the Ofie team: ${s.decisionReason}` : "";
}

/** The honest terms, each line only when it applies, "not stated" when left empty. */
function termsLines(s: ListingSubmission): string[] {
  const lines = [
    `Viewing fee: ${s.viewingFee ? `GH₵${s.viewingFee}` : "not stated"} · Commission: ${s.commissionPercent ? `${s.commissionPercent}%` : "not stated"}`,
    `Digital address: ${s.digitalAddress ?? "not stated"}`,
    `Map position: ${coordinatesText(s) ?? "not stated"}`,
  ];
  if (s.listingType === "rent") {
    const months = s.rentAdvanceMonths;
    const flag = exceedsLegalAdvance(months) ? " (above the legal six months)" : "";
    lines.push(`Rent advance: ${months === null ? "not stated" : `${months} months${flag}`}`);
  }
  if (s.propertyType === "land") lines.push(`Title: ${s.titleStatus ?? "not stated"}`);
  return lines;
}
