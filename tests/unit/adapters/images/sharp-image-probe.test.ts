import { SharpImageProbe } from "#adapters/images/sharp-image-probe.js";
import { aJpeg, aPng } from "#tests/support/media.js";

const probe = new SharpImageProbe();

describe("SharpImageProbe", () => {
  it("reads real JPEG and PNG pictures", async () => {
    expect(await probe.dimensions(await aJpeg())).toEqual({
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(await probe.dimensions(await aPng())).not.toBeNull();
  });

  it("refuses files that only start like an image, and non-images", async () => {
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    for (const content of [
      Buffer.concat([Buffer.from("GIF89a"), html]),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
      Buffer.concat([(await aPng()).subarray(0, 16), html]),
      html,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8"/></svg>',
      ),
      Buffer.alloc(0),
    ]) {
      expect(await probe.dimensions(content)).toBeNull();
    }
  });
});
