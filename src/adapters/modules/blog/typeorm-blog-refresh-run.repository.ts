import type { BlogRefreshRunRepository, NewRefreshRun } from "#modules/blog/blog.ports.js";
import type { BlogRefreshRun, RefreshStatus } from "#modules/blog/blog.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { BlogRefreshRunEntity } from "./blog-refresh-run.entity.js";

export class TypeOrmBlogRefreshRunRepository implements BlogRefreshRunRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(BlogRefreshRunEntity);
  }

  async lastSuccessful(): Promise<BlogRefreshRun | null> {
    const row = await this.repo.findOne({
      where: { status: "success" },
      order: { startedAt: "DESC", id: "DESC" },
    });
    return row ? toRun(row) : null;
  }

  async record(run: NewRefreshRun): Promise<BlogRefreshRun> {
    const row = await this.repo.save(this.repo.create(run));
    return toRun(row);
  }
}

function toRun(row: BlogRefreshRunEntity): BlogRefreshRun {
  return {
    id: row.id,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    status: row.status as RefreshStatus,
    feeds: row.feeds,
    added: row.added,
    updated: row.updated,
    error: row.error,
  };
}
