import { execFileSync } from "node:child_process";
import fs from "node:fs";
import sharp from "sharp";

/**
 * What an owner's phone sends (issue 17): 4000×3000, about 4-5 MB, turned on its side by the EXIF
 * orientation tag, with the camera's maker and the GPS position of the owner's home. Drawn here
 * (a scene with a sensor's grain), tagged by exiftool, the tool the tests read tags back with.
 * In bench/ because `npm run bench` uploads such photos too, and bench is built without tests/.
 */
export async function aPhonePhoto(file: string, [W, H] = [4000, 3000]): Promise<Buffer> {
  const windows = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="${900 + i * 50}" y="${1200 + (i % 5) * 120}" width="30" height="80" fill="#2d4a6b"/>`,
  ).join("");
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 4000 3000" preserveAspectRatio="none"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="1" stop-color="#e8f1fa"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#s)"/><rect y="1900" width="4000" height="1100" fill="#8a6a4a"/><rect x="800" y="900" width="2200" height="1200" fill="#f2e2c4"/><polygon points="700,900 1900,300 3100,900" fill="#a0402a"/>${windows}</svg>`;
  const grain = await sharp({
    create: {
      width: W,
      height: H,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 34 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const photo = await sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 92 })
    .toBuffer();
  fs.writeFileSync(file, photo);
  execFileSync("exiftool", [
    "-q",
    "-overwrite_original",
    "-Make=TECNO",
    "-Model=CAMON 20",
    "-Orientation#=6",
    "-GPSLatitude=5.6037",
    "-GPSLatitudeRef=N",
    "-GPSLongitude=0.1870",
    "-GPSLongitudeRef=W",
    file,
  ]);
  return fs.readFileSync(file);
}
