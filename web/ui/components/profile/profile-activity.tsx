import { useInquiries } from "../../queries/dashboard.js";
import { useFavourites } from "../../queries/favourites.js";
import { ActivityList, InquiryRow, SavedPropertyRow } from "../activity/activity-rows.js";
import { Card } from "../ui/card.js";

const link = "inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline";

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="p-6">
      <section aria-labelledby={id}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-xl font-semibold text-ink">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The Activity tab: every inquiry the user sent and the properties they saved. */
export function ProfileActivity() {
  const { data: inquiries } = useInquiries();
  const { data: favourites } = useFavourites();
  const browse = (
    <a href="/properties" className={link}>
      Browse properties
    </a>
  );
  return (
    <div className="flex flex-col gap-6">
      <Section
        id="inquiries-heading"
        title={inquiries ? `My Inquiries (${inquiries.length})` : "My Inquiries"}
      >
        <ActivityList
          items={inquiries}
          empty={<>No inquiries yet. Ask an agent about a property from its page. {browse}</>}
          row={(i) => <InquiryRow key={i.id} inquiry={i} />}
        />
      </Section>
      <Section
        id="saved-heading"
        title={favourites ? `Saved Properties (${favourites.length})` : "Saved Properties"}
        action={
          <a href="/favorites" className={`text-sm ${link}`}>
            View all favorites
          </a>
        }
      >
        <ActivityList
          items={favourites}
          empty={<>No saved properties yet. Tap the heart on a property to keep it. {browse}</>}
          row={(f) => <SavedPropertyRow key={f.id} favourite={f} />}
        />
      </Section>
    </div>
  );
}
