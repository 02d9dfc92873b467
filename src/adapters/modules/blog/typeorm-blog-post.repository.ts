import { In } from "typeorm";
import type { BlogPostRepository, NewBlogPost, StoredFeedPost } from "#modules/blog/blog.ports.js";
import type {
  BlogListQuery,
  BlogPost,
  BlogPostDetail,
  BlogSort,
} from "#modules/blog/blog.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { BlogPostEntity } from "./blog-post.entity.js";

/** Ties broken by id so that equal dates or view counts still page in a stable order. */
const ORDER: Record<BlogSort, [string, "ASC" | "DESC"][]> = {
  newest: [
    ["p.publishedAt", "DESC"],
    ["p.id", "DESC"],
  ],
  oldest: [
    ["p.publishedAt", "ASC"],
    ["p.id", "ASC"],
  ],
  popular: [
    ["p.views", "DESC"],
    ["p.publishedAt", "DESC"],
    ["p.id", "DESC"],
  ],
};

export class TypeOrmBlogPostRepository implements BlogPostRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(BlogPostEntity);
  }

  async list(query: BlogListQuery): Promise<BlogPost[]> {
    const qb = this.repo.createQueryBuilder("p");
    if (query.category) qb.andWhere("p.category = :category", { category: query.category });
    if (query.search) {
      qb.andWhere("(p.title ILIKE :pattern OR p.excerpt ILIKE :pattern)", {
        pattern: `%${escapeLike(query.search)}%`,
      });
    }
    const [first, ...rest] = ORDER[query.sort];
    qb.orderBy(first[0], first[1]);
    for (const [column, direction] of rest) qb.addOrderBy(column, direction);
    const rows = await qb.take(query.limit).getMany();
    return rows.map(toBlogPost);
  }

  async viewBySlug(slug: string): Promise<BlogPostDetail | null> {
    const result = await this.repo.increment({ slug }, "views", 1);
    if (!result.affected) return null;
    const row = await this.repo.findOneBy({ slug });
    return row ? { ...toBlogPost(row), content: row.content, views: row.views } : null;
  }

  async findBySourceUrls(urls: string[]): Promise<StoredFeedPost[]> {
    if (urls.length === 0) return [];
    const rows = await this.repo.find({
      select: { id: true, sourceUrl: true, title: true, excerpt: true },
      where: { sourceUrl: In(urls) },
    });
    return rows.map((r) => ({
      id: r.id,
      sourceUrl: r.sourceUrl ?? "",
      title: r.title,
      excerpt: r.excerpt,
    }));
  }

  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.repo
      .createQueryBuilder("p")
      .select("p.slug", "slug")
      .where("p.slug = :base OR p.slug LIKE :prefix", { base, prefix: `${escapeLike(base)}-%` })
      .getRawMany<{ slug: string }>();
    return rows.map((r) => r.slug);
  }

  /** ON CONFLICT DO NOTHING: a post another transaction stored meanwhile is skipped, not an error. */
  async insert(post: NewBlogPost): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .insert()
      .values(post)
      .orIgnore()
      .returning("id")
      .execute();
    return Array.isArray(result.raw) && result.raw.length > 0;
  }

  async update(id: number, patch: Pick<StoredFeedPost, "title" | "excerpt">): Promise<void> {
    await this.repo.update({ id }, patch);
  }
}

function toBlogPost(row: BlogPostEntity): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    featuredImage: row.featuredImage,
    sourceUrl: row.sourceUrl,
    // Spec §3 names it createdAt; for the reader it is when the article was published.
    createdAt: row.publishedAt,
  };
}

/** The search text is literal: % and _ typed by a visitor match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}
