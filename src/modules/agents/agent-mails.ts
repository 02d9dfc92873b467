import type { MailMessage } from "../../shared/ports.js";
import type { AgentApplication } from "./agents.types.js";

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

export function decisionMail(application: AgentApplication): MailMessage {
  const approved = application.status === "approved";
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
          "The Ofie team",
        ].join("\n")
      : [
          `Hello ${application.name},`,
          "",
          "Thank you for applying to become a verified agent on Ofie. After review we are unable",
          "to approve your application at this time. You are welcome to apply again with more",
          "details about your licence and experience.",
          "",
          "The Ofie team",
        ].join("\n"),
  };
}
