import { useConfig } from "vike-react/useConfig";
import { usePageContext } from "vike-react/usePageContext";
import { Badge, EmptyState, Skeleton } from "#web/ui/components/ui/card.js";
import { formatDate } from "#web/ui/lib/format.js";
import { articleSourceLink, useBlogPost } from "#web/ui/queries/blog.js";
import { Photo } from "../../../ui/components/photo/photo.js";

export default function Page() {
  const slug = usePageContext().routeParams.slug ?? "";
  const { data: post, isError } = useBlogPost(slug);
  const setConfig = useConfig();
  if (isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState title="Page Not Found" text="This article does not exist." />
      </div>
    );
  }
  if (!post) return <Skeleton className="mx-auto my-8 h-96 max-w-3xl" />;
  setConfig({ title: `${post.title} — Ofie blog`, description: post.excerpt });
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <a
        href="/blog"
        className="inline-flex min-h-11 items-center self-start text-sm text-brand-700 underline"
      >
        ← All articles
      </a>
      <div className="flex items-center gap-2 text-sm text-muted">
        <Badge tone="blue">{post.category}</Badge>
        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
      </div>
      <h1 className="text-3xl font-bold text-ink">{post.title}</h1>
      {post.featuredImage ? (
        <Photo
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          src={post.featuredImage}
          alt=""
          width={1280}
          height={720}
          className="aspect-video w-full rounded-xl object-cover"
        />
      ) : null}
      <p className="text-lg text-ink">{post.excerpt}</p>
      {post.content
        .split(/\n{2,}/)
        .filter((p) => p.trim())
        .map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="text-ink">
            {paragraph}
          </p>
        ))}
      <a
        href={articleSourceLink(post)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline"
      >
        Read the full article
      </a>
    </article>
  );
}
