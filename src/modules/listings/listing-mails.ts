import type { MailMessage } from "../../shared/ports.js";
import type { ListingSubmission } from "./listing-submission.types.js";

export function newSubmissionMail(s: ListingSubmission, infoEmail: string): MailMessage {
  return {
    to: infoEmail,
    replyTo: s.contactEmail,
    subject: `New Property Listing: ${s.title}`,
    text: [
      `A property listing was submitted for review (submission #${s.id}).`,
      "",
      `Title: ${s.title}`,
      `Price: GH₵${s.price}${s.listingType === "rent" ? ` per ${s.rentPeriod ?? "month"}` : ""}`,
      `Location: ${s.location}`,
      `Property type: ${s.propertyType}`,
      `Bedrooms: ${s.bedrooms ?? "not given"} · Bathrooms: ${s.bathrooms ?? "not given"}`,
      `Area: ${s.area ? `${s.area} sq ft` : "not given"} · Furnished: ${s.furnished ?? "not given"}`,
      "",
      s.description,
      "",
      `Contact: ${s.contactName} <${s.contactEmail}> ${s.contactPhone ?? ""}`.trim(),
      `Additional info: ${s.additionalInfo ?? "none"}`,
      `Images: ${s.images.length} · Videos: ${s.videos.length} (stored with the submission)`,
    ].join("\n"),
  };
}

export function submissionDecisionMail(s: ListingSubmission): MailMessage {
  const approved = s.status === "approved";
  return {
    to: s.contactEmail,
    subject: approved
      ? `Your listing "${s.title}" is live on Ofie`
      : `Your listing "${s.title}" was not published`,
    text: approved
      ? `Hello ${s.contactName},\n\nYour property listing has been approved and is now on Ofie (listing #${s.propertyId}).\n\nThe Ofie team`
      : `Hello ${s.contactName},\n\nAfter review we could not publish your property listing. Reply to this e-mail if you would like to know why or to send corrected details.\n\nThe Ofie team`,
  };
}
