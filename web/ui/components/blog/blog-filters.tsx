import { BLOG_CATEGORIES } from "#modules/blog/blog.rules.js";
import type { BlogFilters } from "../../queries/blog.js";
import { Button } from "../ui/button.js";
import { Field, Input, Select } from "../ui/field.js";

const SORTS = [
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
  { value: "popular", label: "Most read" },
] as const;

function read(form: HTMLFormElement): BlogFilters {
  const data = new FormData(form);
  const text = (key: string) => {
    const value = String(data.get(key) ?? "").trim();
    return value && value !== "all" ? value : undefined;
  };
  return { search: text("search"), category: text("category"), sort: text("sort") };
}

/** A GET form to /blog (works without JavaScript); with it, lists change without a reload. */
export function BlogFiltersForm({
  filters,
  onChange,
}: {
  filters: BlogFilters;
  onChange: (filters: BlogFilters) => void;
}) {
  return (
    <form
      key={JSON.stringify(filters)}
      method="get"
      action="/blog"
      aria-label="Search articles"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(read(e.currentTarget));
      }}
      onChange={(e) => {
        if ((e.target as HTMLElement).tagName === "SELECT") onChange(read(e.currentTarget));
      }}
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto_auto]"
    >
      <Field id="blog-search" label="Search articles">
        <Input id="blog-search" name="search" type="search" defaultValue={filters.search ?? ""} />
      </Field>
      <Field id="blog-category" label="Category">
        <Select id="blog-category" name="category" defaultValue={filters.category ?? "all"}>
          <option value="all">All categories</option>
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="blog-sort" label="Sort by">
        <Select id="blog-sort" name="sort" defaultValue={filters.sort ?? "newest"}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex items-end">
        <Button type="submit" className="w-full">
          Search
        </Button>
      </div>
    </form>
  );
}
