import type { RoomType } from "../../src/modules/hostels/index.js";
import { agents } from "../data/agents.js";
import { blogPosts } from "../data/blog-posts.js";
import { hostels } from "../data/hostels.js";
import {
  agentImageUrl,
  blogImageUrl,
  hostelImageUrls,
  propertyImageUrls,
} from "../data/image-urls.js";
import { properties } from "../data/properties.js";
import type { PropertyType } from "../data/seed-types.js";
import { Random } from "../random.js";
import { blogCover } from "./blog-covers.js";
import { apartmentBlock, exteriorFor } from "./exteriors.js";
import {
  bedroom,
  hostelRoom,
  kitchen,
  livingRoom,
  officeInterior,
  warehouseInterior,
} from "./interiors.js";
import { avatar } from "./portraits-and-placeholders.js";

/** A seed picture to draw: where its largest size goes, and the SVG scene. */
export interface SeedScene {
  url: string;
  svg: string;
  /** The second outside view is mirrored, as if taken from the other side of the street. */
  mirrored?: boolean;
}

/**
 * Each picture's random choices are seeded by the name it had as a JPEG, so the pipeline's
 * sizes show the same scenes as before (and the duplicate-photo seeds still match).
 */
const rngFor = (url: string) => Random.of(url.replace(/-\d+\.webp$/, ".jpg"));

function propertyScene(type: PropertyType, url: string, k: number): string {
  const rng = rngFor(url);
  if (k <= 2 || type === "land") return exteriorFor[type](rng);
  if (type === "office" || type === "commercial") return officeInterior(rng);
  if (type === "warehouse") return warehouseInterior(rng);
  if (k === 3) return livingRoom(rng);
  return rng.chance(0.5) ? bedroom(rng) : kitchen(rng);
}

const STUDENTS_PER_ROOM: Record<Exclude<RoomType, "chamber-and-hall">, number> = {
  single: 1,
  "self-contain": 1,
  "2-in-a-room": 2,
  "3-in-a-room": 3,
  "4-in-a-room": 4,
};

/** A room of the type a hostel lets; a chamber and hall is shown by its hall. */
function hostelRoomScene(type: RoomType, url: string): string {
  const rng = rngFor(url);
  return type === "chamber-and-hall" ? livingRoom(rng) : hostelRoom(rng, STUDENTS_PER_ROOM[type]);
}

export function seedScenes(): SeedScene[] {
  const out: SeedScene[] = [];
  properties.forEach((property, i) => {
    propertyImageUrls(i + 1, property.photos).forEach((url, k) => {
      const svg = propertyScene(property.propertyType, url, k + 1);
      out.push({ url, svg, mirrored: k === 1 && property.propertyType !== "land" });
    });
  });
  hostels.forEach((hostel, i) => {
    const [outside, ...rooms] = hostelImageUrls(i + 1, hostel.rooms.length);
    out.push({
      url: outside,
      svg: apartmentBlock(rngFor(outside), { sign: hostel.name.toUpperCase() }),
    });
    rooms.forEach((url, k) => {
      out.push({ url, svg: hostelRoomScene(hostel.rooms[k].type, url) });
    });
  });
  for (const agent of agents) {
    const url = agentImageUrl(agent.email);
    out.push({ url, svg: avatar(rngFor(url), agent.name) });
  }
  for (const post of blogPosts) {
    const url = blogImageUrl(post.slug);
    out.push({ url, svg: blogCover(rngFor(url), post.category) });
  }
  return out;
}
