import { ghanaPhone } from "../../shared/ghana-phone.js";

/**
 * A private owner's listing (decision 56): no agent lists it, so the contact its submission gave
 * is whom visitors reach. The e-mail address stays on the server: inquiries are mailed to it.
 */
export interface OwnerContact {
  name: string;
  email: string;
  phone: string | null;
}

/** The owner as the listing's page shows them: a name, and a phone only when it is Ghana's. */
export interface ListingOwner {
  name: string;
  /** "+233244123456": the international form a tel: or wa.me link takes. */
  phone: string | null;
}

/** Who a listing's page names: an agent's listing keeps its agent card and names no owner. */
export function listingOwner(
  hasAgent: boolean,
  contact: { name: string | null; phone: string | null },
): ListingOwner | null {
  if (hasAgent || !contact.name) return null;
  return { name: contact.name, phone: ghanaPhone(contact.phone) };
}
