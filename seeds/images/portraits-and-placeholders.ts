import type { Random } from "../random.js";
import { ACCENTS, svg } from "./svg-parts.js";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? words[words.length - 1][0] : "";
  return (first + last).toUpperCase();
}

/** An agent's avatar: initials on a coloured circle. */
export function avatar(rng: Random, name: string): string {
  const colour = rng.pick(ACCENTS);
  return svg(
    `<rect width="256" height="256" fill="#f5f5f5"/><circle cx="128" cy="128" r="120" fill="${colour}"/>
<text x="128" y="154" font-family="DejaVu Sans" font-weight="bold" font-size="84" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>`,
    256,
    256,
  );
}

/** A neutral silhouette used when an agent has no photo. */
export function placeholderAgent(): string {
  return svg(
    `<rect width="256" height="256" fill="#eceff1"/><circle cx="128" cy="100" r="48" fill="#b0bec5"/><path d="M40 236 C50 170 206 170 216 236 Z" fill="#b0bec5"/>`,
    256,
    256,
  );
}

/** A neutral house outline used when a property has no picture. */
export function placeholderProperty(): string {
  return svg(`<rect width="640" height="427" fill="#eceff1"/>
<polygon points="200,220 320,120 440,220" fill="none" stroke="#b0bec5" stroke-width="14" stroke-linejoin="round"/>
<rect x="230" y="220" width="180" height="120" fill="none" stroke="#b0bec5" stroke-width="14"/><rect x="300" y="270" width="40" height="70" fill="#b0bec5"/>
<text x="320" y="390" font-family="DejaVu Sans" font-size="20" fill="#90a4ae" text-anchor="middle">No photo yet</text>`);
}
