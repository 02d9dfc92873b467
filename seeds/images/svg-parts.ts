import type { Random } from "../random.js";

/** Photo-like pictures are 3:2, drawn on a 640-wide canvas and rendered at the size needed. */
export const W = 640;
export const H = 427;

export const svg = (body: string, width = W, height = H): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const SKIES = [
  ["#5aa9e6", "#d6ecfa"], // clear midday
  ["#86c5ee", "#fdf1d6"], // morning
  ["#f08a4b", "#fcd8a4"], // dusk
  ["#c9d3d8", "#f1ebdf"], // harmattan haze
] as const;

export function sky(rng: Random, id = "sky"): string {
  const [top, bottom] = rng.pick(SKIES);
  const sunX = rng.int(60, W - 60);
  const clouds = Array.from({ length: rng.int(1, 3) }, () => {
    const x = rng.int(40, W - 40);
    const y = rng.int(30, 110);
    return `<ellipse cx="${x}" cy="${y}" rx="${rng.int(40, 70)}" ry="${rng.int(10, 16)}" fill="#fff" opacity="0.75"/>`;
  }).join("");
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${id})"/><circle cx="${sunX}" cy="${rng.int(45, 90)}" r="${rng.int(18, 28)}" fill="#fff6c9" opacity="0.9"/>${clouds}`;
}

const GRASS = ["#7cb342", "#8bc34a", "#689f38", "#9ccc65"];
export const LATERITE = ["#b9683a", "#c47a45", "#a85a32"];

export function ground(rng: Random, horizon: number, kind: "grass" | "earth" = "grass"): string {
  const colour = kind === "grass" ? rng.pick(GRASS) : rng.pick(LATERITE);
  return `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${colour}"/>`;
}

/** A paved driveway or road running to the bottom edge. */
export function driveway(x: number, horizon: number, width: number, colour = "#9e9e9e"): string {
  return `<polygon points="${x},${horizon} ${x + width},${horizon} ${x + width * 2.2},${H} ${x - width * 1.2},${H}" fill="${colour}"/>`;
}

export function palm(rng: Random, x: number, baseY: number, height: number): string {
  const lean = rng.int(-25, 25);
  const topX = x + lean;
  const topY = baseY - height;
  const green = rng.pick(["#2e7d32", "#388e3c", "#43a047"]);
  const fronds = [-150, -120, -80, -40, -10, 20, 200, 160]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const len = rng.int(45, 65);
      const ex = topX + Math.cos(rad) * len;
      const ey = topY + Math.sin(rad) * len * 0.6 + 18;
      return `<path d="M${topX} ${topY} Q${(topX + ex) / 2} ${topY - 18} ${ex} ${ey}" stroke="${green}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${x} ${baseY} Q${x + lean * 0.2} ${baseY - height / 2} ${topX} ${topY}" stroke="#8d6e63" stroke-width="8" fill="none"/>${fronds}`;
}

/** A rounded shade tree (mango or neem) seen from afar. */
export function tree(rng: Random, x: number, baseY: number, size: number): string {
  const green = rng.pick(["#33691e", "#2e7d32", "#558b2f"]);
  return `<rect x="${x - 5}" y="${baseY - size * 0.8}" width="10" height="${size * 0.8}" fill="#6d4c41"/>
<circle cx="${x}" cy="${baseY - size}" r="${size * 0.55}" fill="${green}"/><circle cx="${x - size * 0.35}" cy="${baseY - size * 0.8}" r="${size * 0.4}" fill="${green}"/><circle cx="${x + size * 0.35}" cy="${baseY - size * 0.8}" r="${size * 0.4}" fill="${green}"/>`;
}

export function bushes(rng: Random, y: number, from: number, to: number): string {
  let out = "";
  for (let x = from; x < to; x += rng.int(22, 40)) {
    out += `<circle cx="${x}" cy="${y}" r="${rng.int(10, 18)}" fill="${rng.pick(["#558b2f", "#689f38", "#7cb342"])}"/>`;
  }
  return out;
}

export function car(x: number, y: number, colour: string): string {
  return `<rect x="${x}" y="${y - 22}" width="70" height="18" rx="6" fill="${colour}"/><path d="M${x + 14} ${y - 22} L${x + 22} ${y - 36} L${x + 50} ${y - 36} L${x + 58} ${y - 22} Z" fill="${colour}"/>
<path d="M${x + 20} ${y - 23} L${x + 26} ${y - 33} L${x + 47} ${y - 33} L${x + 53} ${y - 23} Z" fill="#b3e5fc"/><circle cx="${x + 16}" cy="${y - 4}" r="7" fill="#263238"/><circle cx="${x + 54}" cy="${y - 4}" r="7" fill="#263238"/>`;
}

/** The walled compound and metal gate in front of most Ghanaian homes. */
export function compoundWall(rng: Random, y: number, height: number, gateX: number): string {
  const wall = rng.pick(["#f5f0e1", "#efe4cf", "#e8eef0", "#f3e5d0"]);
  const coping = rng.pick(["#8d6e63", "#546e7a", "#a1887f"]);
  const gate = rng.pick(["#263238", "#1b5e20", "#0d47a1", "#4e342e"]);
  let bars = "";
  for (let x = gateX + 6; x < gateX + 110; x += 9) {
    bars += `<line x1="${x}" y1="${y + 6}" x2="${x}" y2="${y + height}" stroke="#90a4ae" stroke-width="2"/>`;
  }
  return `<rect x="0" y="${y}" width="${W}" height="${height}" fill="${wall}"/><rect x="0" y="${y - 6}" width="${W}" height="8" fill="${coping}"/>
<rect x="${gateX}" y="${y}" width="116" height="${height}" fill="${gate}"/>${bars}`;
}

export function windowPane(x: number, y: number, w: number, h: number, frame = "#eceff1"): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/><rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" fill="#455a64"/><line x1="${x + w / 2}" y1="${y + 3}" x2="${x + w / 2}" y2="${y + h - 3}" stroke="${frame}" stroke-width="2"/><path d="M${x + 5} ${y + h - 6} L${x + w / 2 - 3} ${y + 6}" stroke="#90a4ae" stroke-width="3" opacity="0.6"/>`;
}

export const WALLS = ["#f5efe0", "#fbe9d0", "#fff8e1", "#e3f2fd", "#f1e4d3", "#fce4ec", "#eeeeee"];
export const ROOFS = ["#b5542d", "#37474f", "#1a4b7a", "#2e5e3a", "#6d4c41", "#8e3b2f"];
export const ACCENTS = [
  "#d84315",
  "#00897b",
  "#f9a825",
  "#5e35b1",
  "#1e88e5",
  "#c62828",
  "#2e7d32",
];
