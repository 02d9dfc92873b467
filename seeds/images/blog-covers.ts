import type { Random } from "../random.js";
import { svg } from "./svg-parts.js";

/** 16:9, the blog card's and the post header's shape. */
const CW = 640;
const CH = 360;

/**
 * Each category's colours and a motif drawn in shapes only. The title and the category are
 * the page's HTML (issue 17): text baked into the picture was cropped on phones and could not
 * be read by a screen reader or translated.
 */
const CATEGORIES: Record<string, { colours: [string, string]; motif: (rng: Random) => string }> = {
  "Market Trends": { colours: ["#0d47a1", "#42a5f5"], motif: risingChart },
  "Buying Guide": { colours: ["#1b5e20", "#66bb6a"], motif: houseAndKey },
  Investment: { colours: ["#e65100", "#ffb74d"], motif: coinStacks },
  Legal: { colours: ["#4a148c", "#ab47bc"], motif: sealedDeed },
  "Property Management": { colours: ["#004d40", "#26a69a"], motif: keysAndToolbox },
  News: { colours: ["#b71c1c", "#ef5350"], motif: folded },
};

/** A blog cover: the category's colours, a skyline, and the category's motif in the middle. */
export function blogCover(rng: Random, category: string): string {
  const { colours, motif } = CATEGORIES[category] ?? {
    colours: ["#263238", "#78909c"],
    motif: houseAndKey,
  };
  const [dark, light] = colours;
  let skyline = "";
  for (let x = 0; x < CW; x += rng.int(30, 60)) {
    const h = rng.int(40, 140);
    skyline += `<rect x="${x}" y="${CH - h}" width="${rng.int(26, 50)}" height="${h}" fill="#000" opacity="0.18"/>`;
  }
  return svg(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${CW}" height="${CH}" fill="url(#bg)"/>${skyline}<circle cx="${rng.int(450, 600)}" cy="${rng.int(50, 90)}" r="${rng.int(24, 40)}" fill="#fff" opacity="0.25"/>
<ellipse cx="320" cy="300" rx="190" ry="22" fill="#000" opacity="0.15"/>${motif(rng)}`,
    CW,
    CH,
  );
}

/** Blocks rising left to right, and the trend line over them. */
function risingChart(rng: Random): string {
  let bars = "";
  const tops: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 200 + i * 50;
    const top = 250 - i * 32 - rng.int(0, 14);
    bars += `<rect x="${x}" y="${top}" width="36" height="${300 - top}" rx="3" fill="#fff" opacity="${0.55 + i * 0.09}"/>`;
    tops.push(`${x + 18},${top - 16}`);
  }
  const [lx, ly] = tops[tops.length - 1].split(",").map(Number);
  return `${bars}<polyline points="${tops.join(" ")}" fill="none" stroke="#ffeb3b" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
<polygon points="${lx + 18},${ly - 12} ${lx - 6},${ly - 14} ${lx + 8},${ly + 10}" fill="#ffeb3b"/>`;
}

/** A house with its front door open, and the key that opens it. */
function houseAndKey(rng: Random): string {
  const roof = rng.pick(["#b5542d", "#8e3b2f", "#37474f"]);
  return `<rect x="230" y="170" width="150" height="130" fill="#fff8e1"/><polygon points="210,172 305,95 400,172" fill="${roof}"/>
<rect x="285" y="225" width="40" height="75" fill="#5d4037"/><rect x="245" y="195" width="30" height="30" fill="#90caf9"/><rect x="335" y="195" width="30" height="30" fill="#90caf9"/>
<circle cx="430" cy="215" r="28" fill="none" stroke="#ffca28" stroke-width="12"/><rect x="452" y="209" width="70" height="12" fill="#ffca28"/><rect x="500" y="221" width="10" height="18" fill="#ffca28"/><rect x="514" y="221" width="8" height="13" fill="#ffca28"/>`;
}

/** Stacks of cedi coins beside a sapling: money put down that grows. */
function coinStacks(rng: Random): string {
  let coins = "";
  [4, 7, 10].forEach((count, s) => {
    const x = 240 + s * 70;
    for (let i = 0; i < count + rng.int(0, 1); i++) {
      const y = 290 - i * 13;
      coins += `<ellipse cx="${x}" cy="${y}" rx="30" ry="10" fill="#f9a825" stroke="#e65100" stroke-width="2"/>`;
    }
  });
  return `${coins}<path d="M455 300 Q455 240 460 200" stroke="#2e7d32" stroke-width="7" fill="none"/>
<ellipse cx="437" cy="228" rx="24" ry="11" fill="#43a047" transform="rotate(-30 437 228)"/><ellipse cx="482" cy="206" rx="24" ry="11" fill="#66bb6a" transform="rotate(25 482 206)"/>`;
}

/** A deed with ruled lines (no words), a red wax seal and a pen. */
function sealedDeed(rng: Random): string {
  let lines = "";
  for (let y = 130; y < 260; y += 18) {
    lines += `<rect x="${255}" y="${y}" width="${rng.int(80, 130)}" height="6" rx="3" fill="#b0bec5"/>`;
  }
  return `<rect x="230" y="95" width="180" height="205" rx="6" fill="#fafafa"/>${lines}
<circle cx="385" cy="272" r="26" fill="#c62828"/><circle cx="385" cy="272" r="16" fill="none" stroke="#ef9a9a" stroke-width="3"/><polygon points="370,292 362,322 378,312 385,326 392,298" fill="#c62828"/>
<rect x="425" y="130" width="14" height="140" rx="4" fill="#263238" transform="rotate(20 432 200)"/>`;
}

/** A bunch of keys and an open toolbox: the landlord's and the caretaker's work. */
function keysAndToolbox(rng: Random): string {
  const box = rng.pick(["#d84315", "#1565c0", "#f9a825"]);
  return `<rect x="330" y="210" width="150" height="90" rx="6" fill="${box}"/><rect x="380" y="195" width="50" height="18" rx="6" fill="none" stroke="#37474f" stroke-width="7"/>
<rect x="345" y="170" width="14" height="50" fill="#90a4ae" transform="rotate(-15 352 195)"/><rect x="440" y="165" width="10" height="55" fill="#6d4c41" transform="rotate(12 445 192)"/>
<circle cx="230" cy="190" r="30" fill="none" stroke="#eceff1" stroke-width="7"/>
<rect x="222" y="220" width="12" height="70" fill="#ffca28"/><rect x="234" y="262" width="14" height="8" fill="#ffca28"/><rect x="234" y="278" width="10" height="8" fill="#ffca28"/>
<rect x="250" y="205" width="12" height="62" fill="#cfd8dc" transform="rotate(-25 256 205)"/><rect x="198" y="205" width="12" height="58" fill="#b0bec5" transform="rotate(25 204 205)"/>`;
}

/** A folded newspaper, its columns as grey rules and a photo block. */
function folded(rng: Random): string {
  let rules = "";
  for (let y = 190; y < 280; y += 14) {
    rules += `<rect x="345" y="${y}" width="${rng.int(55, 80)}" height="5" rx="2" fill="#b0bec5"/>`;
  }
  return `<polygon points="215,110 435,100 445,300 225,305" fill="#fafafa"/><rect x="240" y="125" width="180" height="20" rx="3" fill="#37474f"/>
<rect x="240" y="160" width="180" height="8" rx="3" fill="#90a4ae"/><rect x="240" y="185" width="92" height="80" fill="${rng.pick(["#90caf9", "#a5d6a7", "#ffcc80"])}"/>${rules}`;
}
