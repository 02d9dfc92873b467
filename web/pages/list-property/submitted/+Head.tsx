// https://vike.dev/Head — cumulative with renderer/+Head.tsx; a page reached by sending a form.
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
