import type { Random } from "../random.js";
import {
  ACCENTS,
  bushes,
  car,
  compoundWall,
  driveway,
  ground,
  H,
  palm,
  ROOFS,
  sky,
  svg,
  tree,
  W,
  WALLS,
  windowPane,
} from "./svg-parts.js";

const HORIZON = 300;

function windowRows(x: number, top: number, w: number, rows: number, cols: number, rowH: number) {
  let out = "";
  const gap = w / cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += windowPane(
        x + c * gap + gap * 0.2,
        top + r * rowH + rowH * 0.2,
        gap * 0.6,
        rowH * 0.55,
      );
    }
  }
  return out;
}

function polytanks(x: number, y: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<rect x="${x + i * 34}" y="${y - 30}" width="26" height="30" rx="6" fill="#212121"/>`;
  }
  return out;
}

export function house(rng: Random): string {
  const storeys = rng.int(1, 2);
  const w = rng.int(260, 340);
  const x = rng.int(120, W - w - 100);
  const bodyTop = HORIZON - 20 - storeys * 80;
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const roofH = rng.int(45, 70);
  const door = `<rect x="${x + w / 2 - 18}" y="${HORIZON - 80}" width="36" height="60" fill="${rng.pick(["#5d4037", "#3e2723", "#795548"])}"/>`;
  return svg(`${sky(rng)}${ground(rng, HORIZON)}${tree(rng, rng.int(30, 90), HORIZON, rng.int(50, 80))}
<rect x="${x}" y="${bodyTop}" width="${w}" height="${HORIZON - 20 - bodyTop}" fill="${wall}"/>
<polygon points="${x - 22},${bodyTop} ${x + w + 22},${bodyTop} ${x + w - 40},${bodyTop - roofH} ${x + 40},${bodyTop - roofH}" fill="${roof}"/>
${windowRows(x, bodyTop, w, storeys, 4, 80)}${door}
${compoundWall(rng, HORIZON - 10, 60, rng.int(180, 360))}${palm(rng, W - rng.int(50, 110), HORIZON + 40, rng.int(150, 200))}
${driveway(rng.int(200, 380), HORIZON + 50, 110)}${bushes(rng, HORIZON + 62, 0, 160)}`);
}

export function apartmentBlock(rng: Random, opts: { floors?: number; sign?: string } = {}): string {
  const floors = opts.floors ?? rng.int(3, 5);
  const w = rng.int(280, 360);
  const x = rng.int(110, W - w - 80);
  const floorH = 52;
  const top = HORIZON + 20 - floors * floorH;
  const wall = rng.pick(WALLS);
  const accent = rng.pick(ACCENTS);
  let balconies = "";
  for (let f = 1; f < floors; f++) {
    balconies += `<rect x="${x - 8}" y="${top + f * floorH - 6}" width="${w + 16}" height="6" fill="${accent}"/>`;
  }
  const signW = Math.min(w - 10, (opts.sign?.length ?? 0) * 10 + 24);
  const sign = opts.sign
    ? `<rect x="${x + w / 2 - signW / 2}" y="${top + 6}" width="${signW}" height="28" fill="${accent}"/><text x="${x + w / 2}" y="${top + 26}" font-family="DejaVu Sans" font-weight="bold" font-size="14" fill="#fff" text-anchor="middle">${opts.sign}</text>`
    : "";
  return svg(`${sky(rng)}${ground(rng, HORIZON)}${tree(rng, rng.int(20, 70), HORIZON + 10, 70)}
<rect x="${x}" y="${top}" width="${w}" height="${HORIZON + 20 - top}" fill="${wall}"/>${polytanks(x + 16, top, rng.int(2, 4))}
${windowRows(x, top + (opts.sign ? floorH : 0), w, floors - (opts.sign ? 1 : 0), 5, floorH)}${balconies}${sign}
<rect x="0" y="${HORIZON + 20}" width="${W}" height="12" fill="#bdbdbd"/>${car(rng.int(20, 200), HORIZON + 80, rng.pick(ACCENTS))}
${palm(rng, W - rng.int(40, 80), HORIZON + 60, 190)}${bushes(rng, HORIZON + 40, x, x + w)}`);
}

export function condoTowers(rng: Random): string {
  const glass = rng.pick(["#4f83b5", "#3d7ea6", "#5c8fa8", "#46709a"]);
  const towers = [0, 1].map((i) => {
    const w = rng.int(120, 160);
    const x = 120 + i * 230 + rng.int(-20, 20);
    const top = rng.int(40, 110);
    let lines = "";
    for (let y = top + 20; y < HORIZON; y += 22) {
      lines += `<rect x="${x - 6}" y="${y}" width="${w + 12}" height="4" fill="#eceff1"/>`;
    }
    return `<rect x="${x}" y="${top}" width="${w}" height="${HORIZON - top + 10}" fill="${glass}"/><rect x="${x}" y="${top}" width="${w * 0.3}" height="${HORIZON - top + 10}" fill="#fff" opacity="0.15"/>${lines}`;
  });
  return svg(`${sky(rng)}${ground(rng, HORIZON)}${towers.join("")}
<rect x="0" y="${HORIZON + 8}" width="${W}" height="40" fill="#4fc3f7" opacity="0.8"/>${palm(rng, 60, HORIZON + 80, 200)}${palm(rng, W - 60, HORIZON + 90, 210)}
${bushes(rng, HORIZON + 70, 100, W - 100)}`);
}

export function townhouses(rng: Random): string {
  const units = 3;
  const w = 150;
  const x0 = (W - units * w) / 2;
  let body = "";
  for (let i = 0; i < units; i++) {
    const x = x0 + i * w;
    const wall = rng.pick(WALLS);
    const roof = rng.pick(ROOFS);
    const top = HORIZON - 150;
    body += `<rect x="${x}" y="${top}" width="${w}" height="170" fill="${wall}" stroke="#bdbdbd"/>
<polygon points="${x - 6},${top} ${x + w / 2},${top - 60} ${x + w + 6},${top}" fill="${roof}"/>
${windowPane(x + 20, top + 20, 44, 44)}${windowPane(x + 86, top + 20, 44, 44)}${windowPane(x + 86, top + 95, 44, 44)}
<rect x="${x + 24}" y="${top + 100}" width="36" height="70" fill="${rng.pick(ACCENTS)}"/>`;
  }
  return svg(
    `${sky(rng)}${ground(rng, HORIZON)}${body}${bushes(rng, HORIZON + 28, 10, W)}${car(rng.int(40, 480), HORIZON + 95, rng.pick(ACCENTS))}`,
  );
}

export function landPlot(rng: Random): string {
  const horizon = rng.int(190, 230);
  const pillar = (x: number, y: number, s: number) =>
    `<rect x="${x - 6 * s}" y="${y - 22 * s}" width="${12 * s}" height="${22 * s}" fill="#cfd8dc"/><rect x="${x - 6 * s}" y="${y - 22 * s}" width="${12 * s}" height="${5 * s}" fill="${rng.pick(["#d32f2f", "#1565c0", "#f9a825"])}"/>`;
  let tufts = "";
  for (let i = 0; i < 40; i++) {
    const x = rng.int(0, W);
    const y = rng.int(horizon + 10, H);
    tufts += `<path d="M${x} ${y} l-4 -10 M${x} ${y} l0 -13 M${x} ${y} l4 -10" stroke="#689f38" stroke-width="2"/>`;
  }
  const trees = Array.from({ length: rng.int(3, 6) }, () =>
    tree(rng, rng.int(10, W - 10), horizon + 4, rng.int(30, 60)),
  ).join("");
  const boardX = rng.int(380, 500);
  return svg(`${sky(rng)}${ground(rng, horizon, "earth")}${trees}${tufts}
<polygon points="150,${horizon + 40} 490,${horizon + 40} 600,${H - 20} 40,${H - 20}" fill="#000" opacity="0.06"/>
${pillar(150, horizon + 40, 1)}${pillar(490, horizon + 40, 1)}${pillar(40, H - 20, 1.6)}${pillar(600, H - 20, 1.6)}
<rect x="${boardX + 40}" y="${horizon - 10}" width="6" height="110" fill="#5d4037"/><rect x="${boardX}" y="${horizon - 30}" width="90" height="48" fill="#fff"/>
<text x="${boardX + 45}" y="${horizon - 10}" font-family="DejaVu Sans" font-weight="bold" font-size="13" fill="#c62828" text-anchor="middle">LAND</text><text x="${boardX + 45}" y="${horizon + 8}" font-family="DejaVu Sans" font-weight="bold" font-size="12" fill="#c62828" text-anchor="middle">FOR SALE</text>`);
}

export function shops(rng: Random): string {
  const count = rng.int(3, 4);
  const w = 520 / count;
  const top = HORIZON - 190;
  const wall = rng.pick(WALLS);
  let fronts = "";
  for (let i = 0; i < count; i++) {
    const x = 60 + i * w;
    const colour = rng.pick(ACCENTS);
    let stripes = "";
    for (let s = 0; s < w - 12; s += 16) {
      stripes += `<rect x="${x + 6 + s}" y="${HORIZON - 100}" width="8" height="20" fill="#fff" opacity="0.8"/>`;
    }
    const open = rng.chance(0.6);
    fronts += `<rect x="${x + 6}" y="${HORIZON - 140}" width="${w - 12}" height="30" fill="${colour}"/>
<rect x="${x + 6}" y="${HORIZON - 100}" width="${w - 12}" height="20" fill="${colour}"/>${stripes}
<rect x="${x + 14}" y="${HORIZON - 78}" width="${w - 28}" height="88" fill="${open ? "#37474f" : "#b0bec5"}"/>`;
    if (!open) {
      for (let y = HORIZON - 74; y < HORIZON + 10; y += 7) {
        fronts += `<line x1="${x + 14}" y1="${y}" x2="${x + w - 14}" y2="${y}" stroke="#90a4ae"/>`;
      }
    }
  }
  return svg(`${sky(rng)}${ground(rng, HORIZON, "earth")}<rect x="50" y="${top}" width="540" height="${HORIZON + 10 - top}" fill="${wall}"/>
${windowRows(50, top + 8, 540, 1, 6, 60)}${fronts}<rect x="0" y="${HORIZON + 10}" width="${W}" height="14" fill="#9e9e9e"/>
${car(rng.int(60, 300), HORIZON + 90, rng.pick(ACCENTS))}${tree(rng, 600, HORIZON + 40, 70)}`);
}

export function officeBuilding(rng: Random): string {
  const glass = rng.pick(["#2f6f9f", "#3b7fa0", "#4a6fa5", "#2c5d7c"]);
  const w = rng.int(300, 380);
  const x = (W - w) / 2 + rng.int(-40, 40);
  const top = rng.int(40, 90);
  let panels = "";
  for (let y = top + 10; y < HORIZON - 40; y += 28) {
    for (let px = x + 10; px < x + w - 20; px += 36) {
      const shade = rng.between(0.05, 0.3).toFixed(2);
      panels += `<rect x="${px}" y="${y}" width="30" height="22" fill="#fff" opacity="${shade}"/>`;
    }
  }
  return svg(`${sky(rng)}${ground(rng, HORIZON)}<rect x="${x}" y="${top}" width="${w}" height="${HORIZON - top}" fill="${glass}"/>${panels}
<rect x="${x + w / 2 - 60}" y="${HORIZON - 40}" width="120" height="40" fill="#263238"/><rect x="${x + w / 2 - 80}" y="${HORIZON - 48}" width="160" height="10" fill="#eceff1"/>
<rect x="0" y="${HORIZON}" width="${W}" height="30" fill="#9e9e9e"/>${car(40, HORIZON + 26, rng.pick(ACCENTS))}${car(130, HORIZON + 26, rng.pick(ACCENTS))}${car(460, HORIZON + 26, rng.pick(ACCENTS))}
${palm(rng, 30, HORIZON + 100, 180)}${palm(rng, W - 30, HORIZON + 100, 170)}${bushes(rng, HORIZON + 45, 80, W - 80)}`);
}

export function warehouse(rng: Random): string {
  const cladding = rng.pick(["#cfd8dc", "#b0bec5", "#d7ccc8", "#e0e0e0"]);
  const roof = rng.pick(["#78909c", "#8d6e63", "#546e7a"]);
  const top = HORIZON - 150;
  let ribs = "";
  for (let x = 44; x < 596; x += 12) {
    ribs += `<line x1="${x}" y1="${top}" x2="${x}" y2="${HORIZON + 10}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`;
  }
  const door = (x: number) => {
    let slats = `<rect x="${x}" y="${HORIZON - 90}" width="110" height="100" fill="#90a4ae"/>`;
    for (let y = HORIZON - 86; y < HORIZON + 10; y += 8) {
      slats += `<line x1="${x}" y1="${y}" x2="${x + 110}" y2="${y}" stroke="#607d8b"/>`;
    }
    return slats;
  };
  const truckColour = rng.pick(ACCENTS);
  return svg(`${sky(rng)}${ground(rng, HORIZON, "earth")}
<polygon points="30,${top} 320,${top - 40} 610,${top}" fill="${roof}"/><rect x="40" y="${top}" width="560" height="${HORIZON + 10 - top}" fill="${cladding}"/>${ribs}
${door(120)}${door(380)}<rect x="0" y="${HORIZON + 10}" width="${W}" height="${H}" fill="#9e9e9e" opacity="0.5"/>
<rect x="${rng.int(230, 280)}" y="${HORIZON + 30}" width="150" height="60" fill="${truckColour}"/><rect x="${rng.int(380, 400)}" y="${HORIZON + 50}" width="40" height="40" fill="#eceff1"/>
<circle cx="300" cy="${HORIZON + 96}" r="10" fill="#263238"/><circle cx="360" cy="${HORIZON + 96}" r="10" fill="#263238"/><circle cx="405" cy="${HORIZON + 96}" r="10" fill="#263238"/>`);
}

export const exteriorFor: Record<string, (rng: Random) => string> = {
  house,
  apartment: (rng) => apartmentBlock(rng),
  condo: condoTowers,
  townhouse: townhouses,
  land: landPlot,
  commercial: shops,
  office: officeBuilding,
  warehouse,
};
