import { isIPv4, isIPv6 } from "node:net";

/**
 * The client address as a family and its parts: an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`,
 * how a dual-stack socket reports an IPv4 client) is the IPv4 one. For grouping addresses into
 * the networks one person can hop between (reports, contact clicks).
 */
export function addressParts(
  address: string,
): { family: 4; octets: string[] } | { family: 6; groups: string[] } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return { family: 4, octets: ip.split(".") };
  if (isIPv6(ip)) return { family: 6, groups: ipv6Groups(ip) };
  return null;
}

/** The eight groups of an IPv6 address, '::' filled in, without leading zeros or a zone. */
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.toLowerCase().split("%")[0].split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(Math.max(missing, 0)).fill("0"), ...right].map((g) =>
    // A trailing dotted IPv4 part lies past the first four groups, which no caller keeps.
    g.includes(".") ? g : (Number.parseInt(g, 16) || 0).toString(16),
  );
}
