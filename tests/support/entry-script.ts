/**
 * The client entry a built page loads. The page imports it from an inline loader once it has
 * painted (src/adapters/http/scripts-after-first-paint.ts), so it is no `<script src>`.
 */
export function entryScriptOf(html: string): string | undefined {
  return /import\("(\/assets\/entries\/[^"]+\.js)"\)/.exec(html)?.[1];
}
