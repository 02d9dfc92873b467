// https://vike.dev/Head — cumulative with renderer/+Head.tsx; both admin pages stay out of search engines.
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
