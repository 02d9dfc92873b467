import type { MailMessage } from "../../shared/ports.js";
import type { AgentApplication, AgentLicence } from "./agents.types.js";

/** Names go into subjects: a line break there would start a new mail header. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ");
}

export function newApplicationMail(application: AgentApplication, infoEmail: string): MailMessage {
  const a = application;
  return {
    to: infoEmail,
    replyTo: a.email,
    subject: oneLine(`New agent application: ${a.name} (${a.company})`),
    text: [
      `A new agent application (#${a.id}) is waiting for review.`,
      "",
      `Name: ${a.name}`,
      `Email: ${a.email}`,
      `Phone: ${a.phone}`,
      `Company: ${a.company}`,
      `License number: ${a.licenseNumber ?? "-"}`,
      `Years of experience: ${a.yearsExperience}`,
      `Specialization: ${a.specialization}`,
      `Location: ${a.location}`,
      `Languages: ${a.languages}`,
      `Website: ${a.website ?? "-"}`,
      `Certifications: ${a.certifications ?? "-"}`,
      `Profile photo: ${a.profileImage ?? "-"}`,
      "",
      a.bio,
      "",
      "Approve or reject it in the admin dashboard within 48 hours.",
    ].join("\n"),
  };
}

/**
 * An application reaches the admin only once its address is proved (decision 85). One made from
 * an account says so: whoever presses the link hands the agent profile to that account.
 */
export function verifyApplicationMail(application: AgentApplication, link: string): MailMessage {
  const fromAccount =
    application.userId !== null
      ? [
          "The application was made from an Ofie account: once approved, that account manages",
          "the agent profile at this address.",
          "",
        ]
      : [];
  return {
    to: application.email,
    subject: "Confirm your Ofie agent application",
    text: [
      `Hello ${application.name},`,
      "",
      "Thank you for applying to become a verified agent on Ofie. To send your application",
      "for review, open this link within 48 hours and press the button on the page:",
      "",
      link,
      "",
      ...fromAccount,
      "If you did not apply, ignore this e-mail: nothing is sent without it.",
      "",
      "The Ofie team",
    ].join("\n"),
  };
}

/**
 * An approval links the agent to the account that applied; an application made signed out has
 * none, so its mail carries a single-use link that links the agent to the account that uses it.
 */
export function decisionMail(application: AgentApplication, claimLink?: string): MailMessage {
  const approved = application.status === "approved";
  const manage = claimLink
    ? [
        "To manage your listings, sign in to Ofie (or create an account), then open this link",
        "within 14 days and press the button on the page; it links the agent to that account:",
        "",
        claimLink,
      ]
    : ["Sign in to Ofie with the account you applied from to manage your listings."];
  return {
    to: application.email,
    subject: approved
      ? "Your Ofie agent application has been approved"
      : "Your Ofie agent application",
    text: approved
      ? [
          `Hello ${application.name},`,
          "",
          "Good news: your agent application has been approved. Your profile now appears in the",
          "Ofie agent directory with a Verified badge, and you can manage inquiries and leads.",
          "",
          ...(application.decisionReason
            ? [`A note from the Ofie team: ${application.decisionReason}`, ""]
            : []),
          ...manage,
          "",
          "The Ofie team",
        ].join("\n")
      : [
          `Hello ${application.name},`,
          "",
          "Thank you for applying to become a verified agent on Ofie. After review we are unable",
          "to approve your application at this time, for this reason:",
          "",
          application.decisionReason ?? "No reason was recorded.",
          "",
          "You are welcome to apply again once this is put right.",
          "",
          "The Ofie team",
        ].join("\n"),
  };
}

/** The operator's resend of a claim link, e.g. to an agent approved before agents had accounts. */
export function claimLinkMail(application: AgentApplication, link: string): MailMessage {
  return {
    to: application.email,
    subject: "Link your Ofie agent profile to your account",
    text: [
      `Hello ${application.name},`,
      "",
      "To manage your listings on Ofie, sign in (or create an account), then open this link",
      "within 14 days and press the button on the page; it links your agent profile to that account:",
      "",
      link,
      "",
      "The Ofie team",
    ].join("\n"),
  };
}

/**
 * The admin withdrew the record that the agent's licence was checked: the agent hears why, and
 * answers by replying, since the team checks the number again by hand.
 */
export function licenceWithdrawnMail(
  licence: AgentLicence,
  reason: string,
  infoEmail: string,
): MailMessage {
  return {
    to: licence.email,
    replyTo: infoEmail,
    subject: "Your licence on Ofie is no longer shown as checked",
    text: [
      `Hello ${licence.name},`,
      "",
      `Ofie no longer shows your Real Estate Agency Council licence number (${licence.licenseNumber ?? "-"})`,
      "as checked on your agent profile, for this reason:",
      "",
      reason,
      "",
      "If this is a mistake, reply to this e-mail with your licence details and we will check",
      "them again.",
      "",
      "The Ofie team",
    ].join("\n"),
  };
}
