import isEmailModule from "validator/lib/isEmail.js";
import isUrlModule from "validator/lib/isURL.js";

// validator's files are CommonJS whose function is both the module and its `default`: this
// reads the same function under Node's ESM, jest's CommonJS and Vite's bundle alike.
const isEmail = isEmailModule.default;
const isURL = isUrlModule.default;

/**
 * An e-mail address as the server's inputs judge it: their `@IsEmail()` is validator's isEmail
 * with its default options, and the forms call this, so an address the form lets through is one
 * the server takes (the forms' own pattern once let "a@b.c" and "a..b@x.gh" through to a 400).
 */
export const isEmailAddress = (text: string): boolean => isEmail(text);

/**
 * A web address as the agent application stores it: http(s) only, since it is shown as a link
 * and a javascript: URL would run in the admin's browser. The input's `@IsUrl` reads these
 * options; the form calls `isWebAddress`.
 */
export const WEB_ADDRESS_OPTIONS = { require_protocol: true, protocols: ["http", "https"] };

export const isWebAddress = (text: string): boolean => isURL(text, WEB_ADDRESS_OPTIONS);
