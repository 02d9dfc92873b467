import { useLatestPosts } from "../../queries/home.js";
import { BlogCard } from "../blog/blog-card.js";
import { Skeleton } from "../ui/card.js";
import { HomeSection, ViewAll } from "./home-section.js";

const COUNT = 3;

export function LatestPosts() {
  const { data: posts } = useLatestPosts();
  return (
    <HomeSection
      id="latest-posts"
      title="Latest from the Blog"
      intro="Ghana real-estate news, buying guides and market trends, refreshed every 14 days."
      action={<ViewAll href="/blog">Read the blog</ViewAll>}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts
          ? posts.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))
          : Array.from({ length: COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <li key={i}>
                <Skeleton className="h-72 w-full" />
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
