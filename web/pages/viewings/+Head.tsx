// https://vike.dev/Head — cumulative with renderer/+Head.tsx; a private page stays out of search engines.
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
