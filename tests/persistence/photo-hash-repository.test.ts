import { TOKENS } from "../../src/container/tokens.js";
import type { ImageHashRepository } from "../../src/modules/listing-submissions/photo-matches.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { insertAgent, insertListings, insertRows } from "./listing-rows.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const hashes = () => app.application.container.get<ImageHashRepository>(TOKENS.ImageHashRepository);

/** 64-bit hashes as PostgreSQL's bigint keeps them: signed, so the top bit makes them negative. */
const BASE = 0x0f0f_0f0f_0f0f_0f0fn;
const signed = (bits: bigint) => BigInt.asIntN(64, bits);
const ALL_ONES = signed(0xffff_ffff_ffff_ffffn); // -1
const LOW_NIBBLE_CLEAR = signed(0xffff_ffff_ffff_fff0n); // -16

const submission = (overrides: Record<string, unknown> = {}) => ({
  title: "Four-bedroom house, Spintex",
  description: "Newly built.",
  price: "900000",
  location: "Spintex",
  property_type: "house",
  contact_name: "Kwesi Appiah",
  contact_email: "kwesi@example.com",
  ...overrides,
});

const stored = () =>
  app.sql<{
    image_url: string;
    hash: string;
    property_id: number | null;
    submission_id: number | null;
  }>("SELECT image_url, hash::text, property_id, submission_id FROM image_hashes ORDER BY id");

describe("ImageHashRepository", () => {
  it("stores a submission's and a listing's photo hashes, negative ones too, and removes a listing's by URL", async () => {
    const [listing, other] = await insertListings(app, [{}, {}]);
    const [sub] = await insertRows(app, "listing_submissions", [submission()]);
    await hashes().addToSubmission(sub as number, [
      { url: "/u/front.webp", hash: BASE },
      { url: "/u/back.webp", hash: ALL_ONES },
    ]);
    await hashes().addToProperty(listing as number, [
      { url: "/p/hall.webp", hash: signed(0x8000_0000_0000_0000n) },
      { url: "/p/kitchen.webp", hash: 0n },
    ]);
    await hashes().addToProperty(other as number, [{ url: "/p/hall.webp", hash: 1n }]);
    expect(await stored()).toEqual([
      { image_url: "/u/front.webp", hash: BASE.toString(), property_id: null, submission_id: sub },
      { image_url: "/u/back.webp", hash: "-1", property_id: null, submission_id: sub },
      {
        image_url: "/p/hall.webp",
        hash: "-9223372036854775808",
        property_id: listing,
        submission_id: null,
      },
      { image_url: "/p/kitchen.webp", hash: "0", property_id: listing, submission_id: null },
      { image_url: "/p/hall.webp", hash: "1", property_id: other, submission_id: null },
    ]);

    await hashes().removeFromProperty(listing as number, ["/p/hall.webp", "/p/not-there.webp"]);
    expect((await stored()).map((r) => [r.image_url, r.property_id])).toEqual([
      ["/u/front.webp", null],
      ["/u/back.webp", null],
      ["/p/kitchen.webp", listing],
      ["/p/hall.webp", other],
    ]);
    await hashes().removeFromProperty(listing as number, []);
    expect(await stored()).toHaveLength(4);
  });

  it("moves an approved submission's photos to its listing", async () => {
    const [listing] = await insertListings(app, [{}]);
    const [sub, otherSub] = await insertRows(app, "listing_submissions", [
      submission(),
      submission(),
    ]);
    await hashes().addToSubmission(sub as number, [{ url: "/u/a.webp", hash: 5n }]);
    await hashes().addToSubmission(otherSub as number, [{ url: "/u/b.webp", hash: 6n }]);
    await hashes().moveToProperty(sub as number, listing as number);
    expect(await stored()).toEqual([
      { image_url: "/u/a.webp", hash: "5", property_id: listing, submission_id: null },
      { image_url: "/u/b.webp", hash: "6", property_id: null, submission_id: otherSub },
    ]);
  });

  it("finds listings' photos within a Hamming distance (the sign bit counted), nearest first, up to a limit", async () => {
    const agent = await insertAgent(app, { name: "Yaw Mensah", email: "yaw@adinkra.example" });
    const [agents, owners] = await insertListings(app, [
      { title: "Agent's house", agent_id: agent },
      { title: "Owner's house", owner_id: null },
    ]);
    await hashes().addToProperty(agents as number, [
      { url: "/p/same.webp", hash: BASE },
      { url: "/p/three-off.webp", hash: BASE ^ 0b111n },
      { url: "/p/eight-off.webp", hash: BASE ^ 0xffn },
      { url: "/p/negative.webp", hash: LOW_NIBBLE_CLEAR },
    ]);
    await hashes().addToProperty(owners as number, [{ url: "/p/owner-same.webp", hash: BASE }]);
    // A submission's own photos are not a listing's: never a match.
    const [sub] = await insertRows(app, "listing_submissions", [submission()]);
    await hashes().addToSubmission(sub as number, [{ url: "/u/pending.webp", hash: BASE }]);

    const near = await hashes().findNear(
      [
        { url: "/new/front.webp", hash: BASE },
        { url: "/new/sky.webp", hash: signed(0x7fff_ffff_ffff_fff0n) },
        { url: "/new/dark.webp", hash: ALL_ONES },
      ],
      6,
      10,
    );
    expect(near).toEqual([
      {
        imageUrl: "/new/front.webp",
        matchedImageUrl: "/p/owner-same.webp",
        propertyId: owners,
        propertyTitle: "Owner's house",
        agentName: null,
        agentEmail: null,
        ownerId: null,
        agentId: null,
        distance: 0,
      },
      {
        imageUrl: "/new/front.webp",
        matchedImageUrl: "/p/same.webp",
        propertyId: agents,
        propertyTitle: "Agent's house",
        agentName: "Yaw Mensah",
        agentEmail: "yaw@adinkra.example",
        ownerId: null,
        agentId: agent,
        distance: 0,
      },
      expect.objectContaining({
        imageUrl: "/new/sky.webp",
        matchedImageUrl: "/p/negative.webp",
        distance: 1,
      }),
      expect.objectContaining({
        imageUrl: "/new/front.webp",
        matchedImageUrl: "/p/three-off.webp",
        distance: 3,
      }),
      expect.objectContaining({
        imageUrl: "/new/dark.webp",
        matchedImageUrl: "/p/negative.webp",
        distance: 4,
      }),
    ]);
    const limited = await hashes().findNear([{ url: "/new/front.webp", hash: BASE }], 8, 3);
    expect(limited.map((m) => [m.matchedImageUrl, m.distance])).toEqual([
      ["/p/owner-same.webp", 0],
      ["/p/same.webp", 0],
      ["/p/three-off.webp", 3],
    ]);
    expect(await hashes().findNear([{ url: "/new/x.webp", hash: BASE ^ 0xffn }], 0, 10)).toEqual([
      expect.objectContaining({ matchedImageUrl: "/p/eight-off.webp", distance: 0 }),
    ]);
    expect(await hashes().findNear([], 6, 10)).toEqual([]);
  });

  it("records a submission's matches and reads them back per submission, nearest first, with the listing as it is now", async () => {
    const agent = await insertAgent(app, { name: "Yaw Mensah", email: "yaw@adinkra.example" });
    const [house, flat] = await insertListings(app, [
      { title: "Old title", agent_id: agent },
      { title: "Osu flat" },
    ]);
    const [first, second, none] = await insertRows(app, "listing_submissions", [
      submission(),
      submission(),
      submission(),
    ]);
    await hashes().recordMatches(first as number, [
      {
        imageUrl: "/u/1.webp",
        propertyId: house as number,
        propertyTitle: "ignored",
        matchedImageUrl: "/p/1.webp",
        agentName: null,
        agentEmail: null,
        distance: 5,
      },
      {
        imageUrl: "/u/2.webp",
        propertyId: flat as number,
        propertyTitle: "ignored",
        matchedImageUrl: "/p/2.webp",
        agentName: null,
        agentEmail: null,
        distance: 0,
      },
      {
        imageUrl: "/u/3.webp",
        propertyId: house as number,
        propertyTitle: "ignored",
        matchedImageUrl: "/p/3.webp",
        agentName: null,
        agentEmail: null,
        distance: 5,
      },
    ]);
    await hashes().recordMatches(second as number, [
      {
        imageUrl: "/u/9.webp",
        propertyId: house as number,
        propertyTitle: "ignored",
        matchedImageUrl: "/p/9.webp",
        agentName: null,
        agentEmail: null,
        distance: 64,
      },
    ]);
    await hashes().recordMatches(none as number, []);
    await app.sql("UPDATE properties SET title = 'Walled house, East Legon' WHERE id = $1", [
      house,
    ]);

    const matches = await hashes().matchesOf([
      first as number,
      second as number,
      none as number,
      9999,
    ]);
    expect([...matches.keys()].sort()).toEqual([first, second].sort());
    expect(matches.get(first as number)).toEqual([
      {
        imageUrl: "/u/2.webp",
        matchedImageUrl: "/p/2.webp",
        distance: 0,
        propertyId: flat,
        propertyTitle: "Osu flat",
        agentName: null,
        agentEmail: null,
      },
      {
        imageUrl: "/u/1.webp",
        matchedImageUrl: "/p/1.webp",
        distance: 5,
        propertyId: house,
        propertyTitle: "Walled house, East Legon",
        agentName: "Yaw Mensah",
        agentEmail: "yaw@adinkra.example",
      },
      {
        imageUrl: "/u/3.webp",
        matchedImageUrl: "/p/3.webp",
        distance: 5,
        propertyId: house,
        propertyTitle: "Walled house, East Legon",
        agentName: "Yaw Mensah",
        agentEmail: "yaw@adinkra.example",
      },
    ]);
    expect(matches.get(second as number)).toEqual([
      expect.objectContaining({ imageUrl: "/u/9.webp", distance: 64 }),
    ]);
    expect((await hashes().matchesOf([])).size).toBe(0);
    expect(
      await app.sql("SELECT submission_id, distance FROM listing_photo_matches ORDER BY id"),
    ).toEqual([
      { submission_id: first, distance: 5 },
      { submission_id: first, distance: 0 },
      { submission_id: first, distance: 5 },
      { submission_id: second, distance: 64 },
    ]);
  });
});
