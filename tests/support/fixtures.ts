import type { TestApp } from "./test-app.js";

let sequence = 0;

/** Inserts an agent row (an Object Mother writing straight to the real database). */
export async function insertAgent(app: TestApp, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const agent = {
    name: `Akosua Asante ${sequence}`,
    company: "Adinkra Realty",
    email: `agent${sequence}.${Date.now()}@adinkra.example`,
    phone: "+233241234567",
    rating: "4.6",
    review_count: 31,
    properties_sold: 54,
    bio: "Ten years selling homes in East Legon and Cantonments.",
    is_verified: true,
    featured: false,
    created_at: new Date(),
    ...overrides,
  };
  return insertRow(app, "agents", agent);
}

/** Inserts a property row; defaults make a three-bedroom house for sale in East Legon. */
export async function insertProperty(app: TestApp, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const property = {
    title: `Three-bedroom house ${sequence}`,
    description: "A walled three-bedroom house with a boys' quarters and a borehole.",
    price: "1850000",
    listing_type: "sale",
    rent_period: null,
    location: "East Legon",
    city: "Accra",
    region: "Greater Accra",
    property_type: "house",
    status: "available",
    bedrooms: 3,
    bathrooms: 3,
    parking: 2,
    area: "240",
    furnishing: "unfurnished",
    near_universities: "{university-of-ghana}",
    images: "{/images/seed/properties/p-1-1-1600.webp}",
    amenities: "{Borehole,Security}",
    featured: false,
    agent_id: null,
    created_at: new Date(),
    ...overrides,
  };
  return insertRow(app, "properties", property);
}

export async function insertHostel(app: TestApp, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const hostel = {
    name: `Legon Heights Hostel ${sequence}`,
    location: "East Legon, Accra",
    images: "{/images/seed/hostels/h-1-1-1024.webp}",
    gender: "mixed",
    price_per_semester: "2500",
    rating: "4.2",
    review_count: 18,
    capacity: 120,
    students_per_room: 2,
    amenities: "{Wi-Fi,Water,Security,Study room,Kitchen}",
    nearby_universities: "{University of Ghana}",
    ...overrides,
  };
  return insertRow(app, "student_hostels", hostel);
}

/** A room type of a hostel: 2-in-a-room at GH₵2,500 a semester with 3 beds left unless told. */
export async function insertHostelRoom(
  app: TestApp,
  hostelId: number,
  overrides: Record<string, unknown> = {},
) {
  const room = {
    hostel_id: hostelId,
    room_type: "2-in-a-room",
    price_per_semester: "2500",
    bed_spaces_left: 3,
    ...overrides,
  };
  return insertRow(app, "hostel_rooms", room);
}

async function insertRow(app: TestApp, table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  const [inserted] = await app.sql<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns
      .map((_, i) => `$${i + 1}`)
      .join(", ")}) RETURNING id`,
    Object.values(row),
  );
  return inserted.id;
}
