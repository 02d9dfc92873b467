/**
 * The site as the visitor reached it. Koa 3's ctx.origin is null for plain HTTP requests, so it
 * is built from the protocol and host (behind a TRUST_PROXY proxy, from its forwarded headers).
 */
export function originOf(ctx: { protocol: string; host: string }): string {
  return `${ctx.protocol}://${ctx.host}`;
}
