/**
 * How much of each file of a multipart body has gone (0 to 1), from the bytes sent so far. The
 * body holds the text fields first and then the files in order, so each file owns the span of
 * bytes after those before it; the text, the part headers and the boundaries (a few hundred bytes
 * beside the photos) are counted as if all came first.
 */
export function fileShares(sizes: readonly number[], sent: number, total: number): number[] {
  let start = Math.max(0, total - sizes.reduce((sum, size) => sum + size, 0));
  return sizes.map((size) => {
    const share = size > 0 ? (sent - start) / size : sent >= start ? 1 : 0;
    start += size;
    return Math.min(1, Math.max(0, share));
  });
}
