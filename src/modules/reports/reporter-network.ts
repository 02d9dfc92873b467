import { addressParts } from "../../shared/ip-address.js";

/**
 * The network a report came from, for counting distinct reporters: an IPv4 /24 and an
 * IPv6 /48, the blocks one person can hop between without changing provider or site. Mobile
 * carriers' shared addresses (CGNAT) make some strangers one network; their reports still reach
 * the admin, they only count once toward hiding a listing by themselves.
 */
export function reporterNetwork(address: string): string {
  const parts = addressParts(address);
  if (parts?.family === 4) return `${parts.octets.slice(0, 3).join(".")}.0/24`;
  if (parts?.family === 6) return `${parts.groups.slice(0, 3).join(":")}::/48`;
  return `unknown:${address}`;
}
