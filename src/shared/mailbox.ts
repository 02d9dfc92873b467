/**
 * A person is not an address: `Mallory+1@Gmail.com`, `mallory.+2@googlemail.com` and
 * `ｍallory@gmail.com.` all reach one inbox. The mailbox key is the form in which two addresses
 * that deliver to one inbox compare equal, for sign-up, address changes, counting reporters and
 * the rate limits that name an e-mail (decision 86). It is never mailed to: the account keeps the
 * address it typed.
 *
 * Folded as Unicode NFKC and lower case (so U+212A, the Kelvin sign, is a k); a `+tag` dropped
 * (every large provider delivers it to the untagged box); dots in the local part ignored only
 * where the provider ignores them. The same rule, in SQL, keyed the rows that were there before
 * it (migration 1765400000000; a test holds the two together).
 */
const DOT_BLIND = new Set(["gmail.com"]);
const SAME_DOMAIN: Record<string, string> = { "googlemail.com": "gmail.com" };

export function mailboxKey(address: string): string {
  const folded = address.normalize("NFKC").toLowerCase().normalize("NFKC").trim();
  const at = folded.lastIndexOf("@");
  if (at <= 0) return folded;
  const typedDomain = folded.slice(at + 1).replace(/\.+$/, "");
  const domain = SAME_DOMAIN[typedDomain] ?? typedDomain;
  let local = folded.slice(0, at);
  const tag = local.indexOf("+");
  if (tag > 0) local = local.slice(0, tag);
  if (DOT_BLIND.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/** Whether two addresses reach one inbox. */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxKey(a) === mailboxKey(b);
}

/**
 * The address a message may be answered at (its Reply-To): the one typed, when it is the
 * sender's account's own proved mailbox; else none, so a reply cannot be aimed at a stranger
 *.
 */
export function provedReplyTo(
  account: { email: string; emailVerified: boolean } | null,
  typed: string,
): string | undefined {
  return account?.emailVerified && sameMailbox(account.email, typed) ? typed : undefined;
}

/** provedReplyTo for the signed-in account `userId`, if any: signed out, nothing is proved. */
export async function provedReplyToOf(
  users: { findById(id: number): Promise<{ email: string; emailVerified: boolean } | null> },
  userId: number | null | undefined,
  typed: string,
): Promise<string | undefined> {
  return userId ? provedReplyTo(await users.findById(userId), typed) : undefined;
}
