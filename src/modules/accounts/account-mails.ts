import type { MailMessage } from "../../shared/ports.js";

/** The mails that prove an address or reset a password; links point at the site's own pages. */

const SIGN_OFF = ["", "The Ofie team"];

function greeting(firstName: string | null): string {
  return `Hello ${firstName?.trim() || "there"},`;
}

export function verifyEmailMail(to: string, firstName: string | null, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your e-mail address for Ofie",
    text: [
      greeting(firstName),
      "",
      "Please confirm that this is your e-mail address by opening the link below and pressing",
      "the button on the page:",
      "",
      link,
      "",
      "The link works for 48 hours, once. If you did not create an Ofie account, ignore this mail.",
      ...SIGN_OFF,
    ].join("\n"),
  };
}

export function changeEmailMail(to: string, firstName: string | null, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your new e-mail address for Ofie",
    text: [
      greeting(firstName),
      "",
      "You asked to use this address for your Ofie account. Open the link below and press the",
      "button on the page to make the change. Until then your account keeps its current address.",
      "",
      link,
      "",
      "The link works for 24 hours, once. If you did not ask for this, ignore this mail.",
      ...SIGN_OFF,
    ].join("\n"),
  };
}

/**
 * Sent instead of a working link when the new address already has an account: the person asking
 * learns nothing from the site's answer, and the address's owner learns what happened.
 */
export function emailInUseMail(to: string, forgotPasswordUrl: string): MailMessage {
  return {
    to,
    subject: "Someone tried to use your e-mail address on Ofie",
    text: [
      "Hello,",
      "",
      "Someone asked to move another Ofie account to this e-mail address. This address already",
      "belongs to an Ofie account, so nothing was changed.",
      "",
      "If that was you and you no longer know your password, you can set a new one here:",
      forgotPasswordUrl,
      "",
      "Otherwise you can ignore this mail.",
      ...SIGN_OFF,
    ].join("\n"),
  };
}

/** Told to the address in force, so a hijacker cannot move an account away in silence. */
export function emailChangeNoticeMail(
  to: string,
  firstName: string | null,
  newEmail: string,
  forgotPasswordUrl: string,
): MailMessage {
  return {
    to,
    subject: "A change of your Ofie e-mail address was requested",
    text: [
      greeting(firstName),
      "",
      `Someone signed in to your Ofie account asked to change its e-mail address to ${newEmail}.`,
      "Your account keeps this address until the new one is confirmed from its own mailbox.",
      "",
      "If this was not you, set a new password now (this signs everyone else out):",
      forgotPasswordUrl,
      ...SIGN_OFF,
    ].join("\n"),
  };
}

export function passwordResetMail(to: string, firstName: string | null, link: string): MailMessage {
  return {
    to,
    subject: "Reset your Ofie password",
    text: [
      greeting(firstName),
      "",
      "Someone (we hope you) asked to set a new password for your Ofie account. Open the link",
      "below to choose one:",
      "",
      link,
      "",
      "The link works for one hour, once. If you did not ask for this, ignore this mail: your",
      "password stays as it is.",
      ...SIGN_OFF,
    ].join("\n"),
  };
}
