import { useAuth } from "../../auth/use-auth.js";
import { formatDate } from "../../lib/format.js";
import type { AuthUser } from "../../queries/auth.js";
import { Badge } from "../ui/card.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs.js";
import { EmailStatus } from "./email-status.js";
import { ProfileActivity } from "./profile-activity.js";
import { ProfileDetails } from "./profile-details.js";
import { ACCOUNT_TYPE, ProfilePreferences } from "./profile-preferences.js";

const TABS = [
  { value: "profile", label: "Profile" },
  { value: "preferences", label: "Preferences" },
  { value: "activity", label: "Activity" },
] as const;

function fullName(user: AuthUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.email;
}

function initials(user: AuthUser): string {
  const letters = [user.firstName, user.lastName].map((n) => n?.trim()[0] ?? "").join("");
  return (letters || user.email[0] || "?").toUpperCase();
}

/** Spec §2 /profile: who the user is, then the tabs Profile, Preferences and Activity. */
export function ProfilePage({ tab }: { tab?: string }) {
  const { user } = useAuth();
  // /profile?tab=preferences opens that tab: the alert e-mails' "Manage your alerts" link.
  const initialTab = TABS.some((t) => t.value === tab) ? (tab as string) : "profile";
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-8 flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
        >
          {initials(user)}
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words text-ink">{fullName(user)}</h1>
          <p className="break-words text-muted">{user.email}</p>
          <EmailStatus user={user} />
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge tone="secondary">{ACCOUNT_TYPE}</Badge>
            <span>
              Member since <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </span>
          </p>
        </div>
      </header>
      {/* Every panel stays mounted (hidden when inactive), so an edit in progress survives a tab switch. */}
      <Tabs defaultValue={initialTab}>
        <TabsList aria-label="Your account" className="sm:inline-flex">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="flex-1 sm:flex-none">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile" forceMount className="data-[state=inactive]:hidden">
          <ProfileDetails user={user} />
        </TabsContent>
        <TabsContent value="preferences" forceMount className="data-[state=inactive]:hidden">
          <ProfilePreferences user={user} />
        </TabsContent>
        <TabsContent value="activity" forceMount className="data-[state=inactive]:hidden">
          <ProfileActivity />
        </TabsContent>
      </Tabs>
    </div>
  );
}
