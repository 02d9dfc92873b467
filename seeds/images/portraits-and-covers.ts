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

const CATEGORY_COLOURS: Record<string, [string, string]> = {
  "Market Trends": ["#0d47a1", "#42a5f5"],
  "Buying Guide": ["#1b5e20", "#66bb6a"],
  Investment: ["#e65100", "#ffb74d"],
  Legal: ["#4a148c", "#ab47bc"],
  "Property Management": ["#004d40", "#26a69a"],
  News: ["#b71c1c", "#ef5350"],
};

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (`${line} ${word}`.trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line += ` ${word}`;
  }
  lines.push(line.trim());
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\W*\w*$/, "")}…`;
  }
  return lines;
}

/** A blog cover: the category's colours, a skyline, the category and the title. */
export function blogCover(rng: Random, title: string, category: string): string {
  const [dark, light] = CATEGORY_COLOURS[category] ?? ["#263238", "#78909c"];
  let skyline = "";
  for (let x = 0; x < 640; x += rng.int(30, 60)) {
    const h = rng.int(40, 140);
    skyline += `<rect x="${x}" y="${360 - h}" width="${rng.int(26, 50)}" height="${h}" fill="#000" opacity="0.18"/>`;
  }
  const lines = wrap(title, 30, 3)
    .map(
      (line, i) =>
        `<text x="40" y="${130 + i * 40}" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join("");
  return svg(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#bg)"/>${skyline}<circle cx="${rng.int(450, 600)}" cy="${rng.int(50, 90)}" r="${rng.int(24, 40)}" fill="#fff" opacity="0.25"/>
<rect x="40" y="50" width="${category.length * 12.5 + 30}" height="34" rx="17" fill="#fff" opacity="0.9"/><text x="55" y="73" font-family="DejaVu Sans" font-weight="bold" font-size="16" fill="${dark}">${escapeXml(category.toUpperCase())}</text>${lines}`,
    640,
    360,
  );
}
