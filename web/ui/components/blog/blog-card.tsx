import type { BlogPost } from "#modules/blog/blog.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Photo } from "../photo/photo.js";
import { Badge, Card } from "../ui/card.js";
import { cn } from "../ui/cn.js";

/** An article links to its page on Ofie (/blog/{slug}), which links on to the source. */
export function BlogCard({ post, featured = false }: { post: Json<BlogPost>; featured?: boolean }) {
  return (
    <Card
      className={cn("relative flex h-full flex-col overflow-hidden", featured && "md:flex-row")}
    >
      <Photo
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        maxWidth={640}
        src={post.featuredImage ?? "/images/placeholder-property.jpg"}
        alt=""
        width={640}
        height={360}
        className={cn("aspect-video w-full bg-gray-100 object-cover", featured && "md:w-1/2")}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2 text-xs text-muted">
          <Badge tone="blue">{post.category}</Badge>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </div>
        {featured ? (
          <h2 className="text-2xl font-bold text-ink">
            <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:underline">
              {post.title}
            </a>
          </h2>
        ) : (
          <h3 className="font-semibold text-ink">
            <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:underline">
              {post.title}
            </a>
          </h3>
        )}
        <p className="line-clamp-3 text-sm text-muted">{post.excerpt}</p>
      </div>
    </Card>
  );
}
