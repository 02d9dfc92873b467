import { insertProperty } from "../../support/fixtures.js";
import { checkMultipartWrite, hostileMultipart } from "../../support/hostile-multipart.js";
import { AHODWO_LISTING_IN_FULL } from "../../support/listing-form.js";
import { aPng } from "../../support/media.js";
import { startTestApp, type TestApp } from "../../support/test-app.js";
import { anApplication } from "../agents-support.js";
import { approvedAgent } from "../my-listings-support.js";

// Issue 7: the multipart forms (a listing with photos and videos, an agent application with a
// portrait, photos added in Manage Listings) answer hostile fields, files and broken forms with a clear 4xx or a success, never a
// 5xx, and keep neither rows nor files when they refuse.

let app: TestApp;
let png: Buffer;
let agent: Awaited<ReturnType<typeof approvedAgent>>;
beforeAll(async () => {
  app = await startTestApp({ INFO_EMAIL: "info@ofie.test" });
  png = await aPng();
  // Before the hostile applications, which use up the applications' rate limit.
  agent = await approvedAgent(app);
});
afterAll(() => app.close());

const listing = AHODWO_LISTING_IN_FULL;

describe("multipart forms answer hostile and broken forms cleanly", () => {
  it("POST /api/listings", () =>
    checkMultipartWrite(
      app,
      "/api/listings",
      hostileMultipart(listing, ["images", "videos"], {
        filename: "front.png",
        contentType: "image/png",
        content: png,
      }),
      () => app.client(),
    ));

  it("POST /api/agent-registration", () =>
    checkMultipartWrite(
      app,
      "/api/agent-registration",
      hostileMultipart(anApplication(), ["profileImage"], {
        filename: "portrait.png",
        contentType: "image/png",
        content: png,
      }),
      () => app.client(),
    ));

  it("POST /api/my-listings/{id}/photos", async () => {
    const id = await insertProperty(app, { agent_id: agent.agentId, images: "{}" });
    await checkMultipartWrite(
      app,
      `/api/my-listings/${id}/photos`,
      hostileMultipart({}, ["images"], {
        filename: "garden.png",
        contentType: "image/png",
        content: png,
      }),
      () => agent.client,
    );
  });
});
