import { usePageContext } from "vike-react/usePageContext";

export default function Page() {
  const { is404 } = usePageContext();
  if (is404) {
    return (
      <>
        <h1>Page Not Found</h1>
        <p>The page you are looking for does not exist.</p>
        <p>
          <a href="/">Back to the home page</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Something went wrong</h1>
      <p>Please try again in a moment.</p>
    </>
  );
}
