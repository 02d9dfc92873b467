// https://vike.dev/Head — a page reached by a private link from a mail stays out of search engines.
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
