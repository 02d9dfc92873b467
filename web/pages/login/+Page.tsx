import { usePageContext } from "vike-react/usePageContext";
import { safeReturnPath } from "../../ui/auth/return-path.js";
import { SignInForm } from "../../ui/auth/sign-in-form.js";
import { displayName, SIGN_OUT_PATH, useAuth } from "../../ui/auth/use-auth.js";
import { Card } from "../../ui/components/ui/card.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/components/ui/tabs.js";

// A full page load after signing in lets the server render the next page (and the header) for the new session.
const goTo = (path: string) => window.location.assign(path);

export default function Page() {
  const { urlParsed } = usePageContext();
  const returnTo = safeReturnPath(urlParsed.search.returnTo);
  const initial = urlParsed.search.mode === "signup" ? "signup" : "signin";
  const { user, isAuthenticated } = useAuth();

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-ink">Welcome to Ofie</h1>
        <p className="mt-2 text-muted">
          Sign in to save favourites, compare properties and message agents.
        </p>
      </div>
      {isAuthenticated ? (
        <Card className="p-6 text-center">
          <p className="text-ink">You are signed in as {displayName(user)}.</p>
          <div className="mt-4 flex justify-center gap-3">
            <a href={returnTo} className="font-semibold text-brand-700 underline">
              Continue
            </a>
            <a href={SIGN_OUT_PATH} className="font-semibold text-muted underline">
              Sign Out
            </a>
          </div>
        </Card>
      ) : (
        <Card className="p-6">
          <Tabs defaultValue={initial}>
            <TabsList aria-label="Sign in or create an account" className="grid grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Create Account</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm mode="signin" returnTo={returnTo} onSignedIn={goTo} />
            </TabsContent>
            <TabsContent value="signup">
              <SignInForm mode="signup" returnTo={returnTo} onSignedIn={goTo} />
            </TabsContent>
          </Tabs>
        </Card>
      )}
    </div>
  );
}
