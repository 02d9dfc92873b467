// https://vike.dev/Head — title, description (and their og: twins), lang and the viewport tag come
// from +config.ts or a page's own +config.ts / useConfig(); this adds what vike-react has no setting for.
// The inline icon spares every page a /favicon.ico request that would only render the 404 page.
const icon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23006b3f'/%3E%3Ctext x='16' y='23' font-size='20' text-anchor='middle' fill='%23fcd116' font-family='sans-serif'%3EO%3C/text%3E%3C/svg%3E";

export default function Head() {
  return (
    <>
      <meta name="theme-color" content="#006b3f" />
      <link rel="icon" href={icon} />
      <meta property="og:site_name" content="Ofie" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_GH" />
    </>
  );
}
