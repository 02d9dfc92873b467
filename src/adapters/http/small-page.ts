/**
 * A small self-contained page for a browser, for answers that never reach the site's own pages
 * (the database missing, the disk full, a form its script did not send): its own few styles, no
 * script, not indexed. `body` is trusted markup; nothing a request sent goes into it.
 */
export function smallPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Ofie</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.5rem}a{color:#047857}</style>
</head><body><h1>${title}</h1>
${body}</body></html>`;
}
