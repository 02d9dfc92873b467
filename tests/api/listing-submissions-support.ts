import type supertest from "supertest";
import { AHODWO_LISTING_IN_FULL } from "../support/listing-form.js";

/** The listing form's fields in full, with no additional information unless overridden. */
export const listing = (overrides: Record<string, string> = {}) => ({
  ...AHODWO_LISTING_IN_FULL,
  additionalInfo: "",
  ...overrides,
});

export interface Media {
  images?: { content: Buffer; name: string }[];
  videos?: { content: Buffer; name: string }[];
}

/** Posts the listing form as the browser does: its fields, then its images and videos. */
export function submit(client: supertest.Agent, fields: Record<string, string>, media: Media = {}) {
  let req = client.post("/api/listings");
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  for (const f of media.images ?? []) req = req.attach("images", f.content, f.name);
  for (const f of media.videos ?? []) req = req.attach("videos", f.content, f.name);
  return req;
}
