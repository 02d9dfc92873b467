import { In } from "typeorm";
import { SubmissionNotFoundError } from "#modules/listing-submissions/listing-submissions.errors.js";
import type { ListingSubmissionRepository } from "#modules/listing-submissions/listing-submissions.ports.js";
import {
  type ListingSubmission,
  type NewListingSubmission,
  type SubmissionStatus,
  UNDECIDED_STATUSES,
} from "#modules/listing-submissions/listing-submissions.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { ListingSubmissionEntity } from "./listing-submission.entity.js";

export class TypeOrmListingSubmissionRepository implements ListingSubmissionRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(ListingSubmissionEntity);
  }

  /** The submission as stored and as every later read gives it: decimals at their columns' scale. */
  async create(submission: NewListingSubmission): Promise<ListingSubmission> {
    const { id } = await this.repo.save(this.repo.create(submission));
    const stored = await this.findById(id);
    if (!stored) throw new SubmissionNotFoundError();
    return stored;
  }

  async list(statuses?: readonly SubmissionStatus[]): Promise<ListingSubmission[]> {
    const rows = await this.repo.find({
      where: statuses ? { status: In([...statuses]) } : {},
      order: { createdAt: "DESC", id: "DESC" },
    });
    return rows.map(toSubmission);
  }

  async findById(id: number): Promise<ListingSubmission | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? toSubmission(row) : null;
  }

  async undecidedPhotosFor(propertyId: number): Promise<string[]> {
    const rows = await this.repo.find({
      select: { id: true, images: true },
      where: { photosForPropertyId: propertyId, status: In([...UNDECIDED_STATUSES]) },
      order: { id: "ASC" },
    });
    return rows.flatMap((row) => row.images ?? []);
  }

  async recordDecision(
    id: number,
    decision: {
      status: "approved" | "rejected";
      propertyId: number | null;
      decidedAt: Date;
      decisionReason: string | null;
    },
  ): Promise<boolean> {
    const result = await this.repo.update({ id, status: In([...UNDECIDED_STATUSES]) }, decision);
    return (result.affected ?? 0) > 0;
  }
}

function toSubmission(row: ListingSubmissionEntity): ListingSubmission {
  const { images, videos, ...rest } = row;
  return { ...rest, images: images ?? [], videos: videos ?? [] };
}
