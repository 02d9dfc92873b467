import { navigate } from "vike/client/router";
import { usePageContext } from "vike-react/usePageContext";
import { BlogCard } from "../../ui/components/blog/blog-card.js";
import { BlogFiltersForm } from "../../ui/components/blog/blog-filters.js";
import { NewsletterSignup } from "../../ui/components/newsletter/newsletter-signup.js";
import { LinkButton } from "../../ui/components/ui/button.js";
import { EmptyState, Skeleton } from "../../ui/components/ui/card.js";
import { useGrownList } from "../../ui/lib/grown-list.js";
import {
  BLOG_PAGE_SIZE,
  type BlogFilters,
  blogFiltersFromSearch,
  blogPageUrl,
  useBlogPosts,
} from "../../ui/queries/blog.js";

export default function Page() {
  const { urlParsed } = usePageContext();
  const urlFilters = blogFiltersFromSearch(urlParsed.search);
  // Load More in place, as on /properties.
  const { limit, grow } = useGrownList(
    blogPageUrl({ ...urlFilters, limit: undefined }),
    urlFilters.limit ?? BLOG_PAGE_SIZE,
  );
  const filters = { ...urlFilters, limit: limit > BLOG_PAGE_SIZE ? limit : undefined };
  const { data: posts } = useBlogPosts(filters);
  const go = (next: BlogFilters) => navigate(blogPageUrl(next), { keepScrollPosition: true });
  const more = { ...filters, limit: limit + BLOG_PAGE_SIZE };
  const [featured, ...rest] = posts ?? [];
  const grid = rest.slice(0, limit);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Real Estate News and Guides</h1>
      <p className="mt-2 mb-6 text-muted">
        Market trends, buying guides and legal know-how for property in Ghana.
      </p>
      <BlogFiltersForm filters={filters} onChange={go} />
      <section aria-label="Articles" className="mt-8">
        {!posts ? (
          <Skeleton className="h-64 w-full" />
        ) : !featured ? (
          <EmptyState title="No Articles Found" text="Try another search or category." />
        ) : (
          <>
            <BlogCard post={featured} featured />
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {grid.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
            {rest.length > limit ? (
              <div className="mt-8 flex justify-center">
                <LinkButton
                  variant="outline"
                  href={blogPageUrl(more)}
                  // Vike follows a link even when onClick prevented it, and scrolls to the top.
                  data-vike="false"
                  onClick={(e) => {
                    e.preventDefault();
                    grow(more.limit, blogPageUrl(more));
                  }}
                >
                  Load More Articles
                </LinkButton>
              </div>
            ) : null}
          </>
        )}
      </section>
      <NewsletterSignup className="mt-12" />
    </div>
  );
}
