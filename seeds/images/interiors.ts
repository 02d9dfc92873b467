import type { Random } from "../random.js";
import { ACCENTS, H, palm, svg, W } from "./svg-parts.js";

const ROOM_WALLS = ["#f3e9dc", "#e8f1f2", "#fdf6e3", "#efe7f3", "#e9f0e3", "#f6e3d4"];
const FLOORS = ["#d7ccc8", "#bcaaa4", "#cfd8dc", "#e0d6c8"];
const FLOOR_Y = 300;

function room(rng: Random): string {
  const floor = rng.pick(FLOORS);
  let tiles = "";
  for (let x = 0; x <= W; x += 64) {
    tiles += `<line x1="${x}" y1="${FLOOR_Y}" x2="${(x - W / 2) * 1.8 + W / 2}" y2="${H}" stroke="#000" stroke-opacity="0.08"/>`;
  }
  for (let y = FLOOR_Y + 20; y < H; y += 30) {
    tiles += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#000" stroke-opacity="0.08"/>`;
  }
  return `<rect width="${W}" height="${FLOOR_Y}" fill="${rng.pick(ROOM_WALLS)}"/><rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="${floor}"/>${tiles}`;
}

/** A window onto a bright garden with a palm: most rooms are photographed against one. */
function gardenWindow(rng: Random, x: number, y: number, w: number, h: number): string {
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
<rect width="${W}" height="${H}" fill="#bfe3f7"/><rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="#8bc34a"/>${palm(rng, W / 2, H, 300)}</svg>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#fafafa" stroke-width="8"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#fafafa" stroke-width="5"/>`;
}

function airConditioner(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="110" height="34" rx="6" fill="#fafafa" stroke="#cfd8dc"/><line x1="${x + 10}" y1="${y + 26}" x2="${x + 100}" y2="${y + 26}" stroke="#b0bec5" stroke-width="2"/>`;
}

function ceilingFan(x: number): string {
  return `<line x1="${x}" y1="0" x2="${x}" y2="26" stroke="#616161" stroke-width="3"/><ellipse cx="${x - 50}" cy="30" rx="50" ry="6" fill="#8d6e63"/><ellipse cx="${x + 50}" cy="30" rx="50" ry="6" fill="#8d6e63"/><circle cx="${x}" cy="30" r="9" fill="#616161"/>`;
}

export function livingRoom(rng: Random): string {
  const sofa = rng.pick(["#5d4037", "#37474f", "#00695c", "#8e3b2f", "#455a64"]);
  const wx = rng.int(60, 360);
  return svg(`${room(rng)}${gardenWindow(rng, wx, 70, 220, 150)}${airConditioner(rng.int(20, 500), 24)}${ceilingFan(W / 2)}
<ellipse cx="320" cy="380" rx="220" ry="34" fill="${rng.pick(ACCENTS)}" opacity="0.5"/>
<rect x="150" y="250" width="340" height="70" rx="10" fill="${sofa}"/><rect x="130" y="270" width="40" height="70" rx="8" fill="${sofa}"/><rect x="470" y="270" width="40" height="70" rx="8" fill="${sofa}"/>
<rect x="170" y="290" width="300" height="40" rx="6" fill="${sofa}" opacity="0.85"/><rect x="250" y="350" width="140" height="14" fill="#6d4c41"/><rect x="260" y="364" width="8" height="26" fill="#6d4c41"/><rect x="372" y="364" width="8" height="26" fill="#6d4c41"/>
<rect x="560" y="250" width="36" height="44" fill="#a1887f"/><circle cx="578" cy="228" r="30" fill="#388e3c"/>`);
}

export function bedroom(rng: Random): string {
  const linen = rng.pick(["#f5f5f5", "#e3f2fd", "#fff3e0", "#ede7f6"]);
  const cover = rng.pick(ACCENTS);
  return svg(`${room(rng)}${gardenWindow(rng, rng.int(380, 460), 60, 150, 140)}${airConditioner(60, 30)}
<rect x="120" y="170" width="260" height="110" rx="8" fill="#6d4c41"/><rect x="100" y="260" width="300" height="90" rx="6" fill="${linen}"/>
<rect x="100" y="290" width="300" height="60" rx="6" fill="${cover}" opacity="0.85"/><ellipse cx="180" cy="262" rx="44" ry="16" fill="#fff"/><ellipse cx="300" cy="262" rx="44" ry="16" fill="#fff"/>
<rect x="410" y="280" width="60" height="60" fill="#8d6e63"/><rect x="428" y="250" width="24" height="30" fill="#ffe082"/>`);
}

export function kitchen(rng: Random): string {
  const units = rng.pick(["#eceff1", "#5d4037", "#1a4b7a", "#2e5e3a", "#fafafa"]);
  let doors = "";
  for (let x = 40; x < 600; x += 80) {
    doors += `<rect x="${x}" y="60" width="72" height="80" fill="${units}" stroke="#9e9e9e"/><rect x="${x}" y="230" width="72" height="90" fill="${units}" stroke="#9e9e9e"/>`;
  }
  return svg(`${room(rng)}${doors}<rect x="30" y="210" width="580" height="20" fill="${rng.pick(["#424242", "#bdbdbd", "#d7ccc8"])}"/>
<rect x="250" y="140" width="130" height="70" fill="#cfd8dc"/><rect x="270" y="196" width="90" height="14" fill="#263238"/><circle cx="290" cy="203" r="5" fill="#ff7043"/><circle cx="340" cy="203" r="5" fill="#ff7043"/>
${gardenWindow(rng, 440, 150, 100, 56)}`);
}

export function officeInterior(rng: Random): string {
  let desks = "";
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * 140;
    desks += `<rect x="${x}" y="280" width="110" height="12" fill="#8d6e63"/><rect x="${x + 10}" y="292" width="6" height="50" fill="#5d4037"/><rect x="${x + 94}" y="292" width="6" height="50" fill="#5d4037"/>
<rect x="${x + 35}" y="236" width="44" height="34" fill="#263238"/><rect x="${x + 52}" y="270" width="10" height="10" fill="#455a64"/><rect x="${x + 35}" y="300" width="40" height="50" rx="8" fill="${rng.pick(ACCENTS)}"/>`;
  }
  return svg(
    `${room(rng)}${gardenWindow(rng, 80, 50, 480, 150)}${desks}${airConditioner(500, 220)}`,
  );
}

export function warehouseInterior(rng: Random): string {
  let racks = "";
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 150;
    racks += `<rect x="${x}" y="90" width="8" height="230" fill="#1565c0"/><rect x="${x + 112}" y="90" width="8" height="230" fill="#1565c0"/>`;
    for (let shelf = 0; shelf < 3; shelf++) {
      const y = 150 + shelf * 70;
      racks += `<rect x="${x}" y="${y}" width="120" height="6" fill="#ef6c00"/>`;
      for (let b = 0; b < 3; b++) {
        racks += `<rect x="${x + 10 + b * 36}" y="${y - 40}" width="32" height="40" fill="${rng.pick(["#bcaaa4", "#a1887f", "#d7ccc8"])}"/>`;
      }
    }
  }
  return svg(
    `<rect width="${W}" height="${H}" fill="#cfd8dc"/><rect y="320" width="${W}" height="${H - 320}" fill="#9e9e9e"/>${racks}<rect x="280" y="360" width="16" height="40" fill="#fbc02d"/>`,
  );
}

/** A hostel room: beds for the students sharing it, a desk each, a wardrobe and a fan. */
export function hostelRoom(rng: Random, studentsPerRoom: number): string {
  const cover = rng.pick(ACCENTS);
  const frame = rng.pick(["#546e7a", "#6d4c41", "#37474f"]);
  const bunk = (x: number, levels: number) => {
    let out = `<rect x="${x}" y="${levels === 2 ? 120 : 220}" width="8" height="${levels === 2 ? 220 : 120}" fill="${frame}"/><rect x="${x + 172}" y="${levels === 2 ? 120 : 220}" width="8" height="${levels === 2 ? 220 : 120}" fill="${frame}"/>`;
    for (let l = 0; l < levels; l++) {
      const y = 290 - l * 130;
      out += `<rect x="${x}" y="${y}" width="180" height="26" fill="#fafafa"/><rect x="${x + 40}" y="${y}" width="140" height="26" fill="${cover}" opacity="0.85"/><ellipse cx="${x + 24}" cy="${y - 2}" rx="18" ry="8" fill="#fff"/>`;
    }
    return out;
  };
  const beds =
    studentsPerRoom <= 1
      ? bunk(90, 1)
      : studentsPerRoom === 2
        ? bunk(60, 1) + bunk(330, 1)
        : bunk(60, 2) + bunk(330, studentsPerRoom >= 4 ? 2 : 1);
  return svg(`${room(rng)}${gardenWindow(rng, 250, 40, 140, 90)}${ceilingFan(460)}${beds}
<rect x="540" y="120" width="80" height="200" fill="#8d6e63"/><line x1="580" y1="120" x2="580" y2="320" stroke="#5d4037" stroke-width="2"/>
<rect x="${studentsPerRoom <= 1 ? 320 : 250}" y="330" width="90" height="10" fill="#a1887f"/>`);
}
