import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A listing submission's area was asked and kept in square feet while a listing's is in m² and
 * the listing page and its edit form say m² (issue 33): the form now asks m² too, so the
 * submissions already kept are converted (1 sq ft = 0.09290304 m², to the column's 2 decimals).
 * An approved one's listing was converted when it was made; its submission now reads the same.
 */
export class SubmissionAreaInSquareMetres1765470000000 implements MigrationInterface {
  name = "SubmissionAreaInSquareMetres1765470000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE listing_submissions SET area = round(area * 0.09290304, 2) WHERE area IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE listing_submissions SET area = round(area / 0.09290304, 2) WHERE area IS NOT NULL`,
    );
  }
}
