import fs from "node:fs";
import path from "node:path";
import { aPng } from "../support/media.js";
import { cli, sql, withCliDatabase } from "./cli-harness.js";

// Decision 73: `process-photos` also moves the uploads from before the pipeline, and tells the
// operator what it could not move (exit 1), as cron would see it.
withCliDatabase({}, "migrated");

const GOOD = `${"6".repeat(32)}.png`;
const GONE = `${"7".repeat(32)}.jpg`;

it("moves an old upload into the pipeline, makes its sizes, and counts the one whose file is gone", async () => {
  const uploads = path.join(process.env.DATA_DIR as string, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, GOOD), await aPng("#16a085", 400));
  await sql(
    `INSERT INTO student_hostels (name, location, images, gender, price_per_semester)
     VALUES ('Volta Hall Annex', 'Legon', $1, 'female', 2800)`,
    [[`/uploads/${GOOD}`, `/uploads/${GONE}`]],
  );
  await sql("INSERT INTO old_uploads (name) VALUES ($1), ($2)", [GOOD, GONE]);

  expect(await cli("process-photos")).toEqual({
    code: 1,
    out: [
      "made 1, retry later 0, failed 0; 0 waiting",
      "uploads from before the photo pipeline: moved in 1 (1 now), missing 1, not a picture 0, still to move 0",
    ].join("\n"),
    err: "",
  });
  const [hostel] = await sql<{ images: string[] }>("SELECT images FROM student_hostels");
  expect(hostel?.images).toEqual([
    expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-640\.webp$/),
    `/uploads/${GONE}`,
  ]);
  const sizes = fs.readdirSync(uploads).filter((name) => name.endsWith(".webp"));
  expect(sizes.sort()).toEqual([
    `${hostel?.images[0]?.slice(9, 41)}-320.webp`,
    `${hostel?.images[0]?.slice(9, 41)}-640.webp`,
  ]);
  expect(fs.existsSync(path.join(uploads, GOOD))).toBe(false);
  // A second run has nothing to move, and says the same of what is lost.
  expect((await cli("process-photos")).out).toContain("moved in 1 (0 now), missing 1");
});
