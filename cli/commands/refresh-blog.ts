import type { Command } from "commander";
import { unlessHeld } from "../job-held.js";
import { type CliIo, runCommand } from "../run-command.js";

export function refreshBlogCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("refresh-blog")
    .description("read news feeds into the blog; skips within 14 days of the last success")
    .option("--force", "refresh even if the last successful run is recent", false)
    .option("--feed <url...>", "feed URLs (replace BLOG_FEEDS)")
    .action(async (options: { force: boolean; feed?: string[] }) => {
      exit(
        await runCommand(
          io,
          unlessHeld(io, async (app) => {
            const s = await app.services.blog.refresh({
              force: options.force,
              feeds: options.feed,
            });
            if (s.status === "skipped") {
              io.out(
                `Skipped: last successful refresh ${s.lastSuccessAt?.toISOString()}; next due ${s.nextDueAt?.toISOString()} (use --force to run now)`,
              );
              return 0;
            }
            io.out(
              `Blog refresh ${s.status}: ${s.added} added, ${s.updated} updated, ${s.unchanged} unchanged from ${s.feeds.length} feed(s)`,
            );
            for (const f of s.failures) io.err(`  failed: ${f.feed}: ${f.message}`);
            return s.status === "failed" ? 1 : 0;
          }),
        ),
      );
    });
}
