import { useConfig } from "vike-react/useConfig";
import { usePageContext } from "vike-react/usePageContext";
import { PhotoGallery } from "#web/ui/components/gallery/photo-gallery.js";
import { HostelContactButtons } from "#web/ui/components/hostels/hostel-contact.js";
import { HostelFacts } from "#web/ui/components/hostels/hostel-facts.js";
import { hostelPagePath } from "#web/ui/components/hostels/hostel-options.js";
import { HostelRoomTable } from "#web/ui/components/hostels/hostel-room-table.js";
import { ShareButton } from "#web/ui/components/share/share-button.js";
import { Card } from "#web/ui/components/ui/card.js";
import { ItemLoadFailed, ItemLoading } from "#web/ui/components/ui/item-page-states.js";
import { absoluteUrl, useSiteOrigin } from "#web/ui/lib/site-origin.js";
import { useHostel } from "#web/ui/queries/hostels.js";

export default function Page() {
  const pageContext = usePageContext();
  const id = pageContext.routeParams.id ?? "";
  const origin = (pageContext.data as { origin?: string } | undefined)?.origin ?? "";
  const siteOrigin = useSiteOrigin();
  const { data: h, isPending, error } = useHostel(id);
  const setConfig = useConfig();

  if (error) {
    return (
      <ItemLoadFailed
        error={error}
        notFound={{ title: "Hostel Not Found", text: "This hostel may have been removed." }}
        failed="This hostel could not be loaded."
        browse={{ href: "/student-hostels", label: "Browse hostels" }}
      />
    );
  }
  if (isPending || !h) return <ItemLoading width="max-w-6xl" block="aspect-[3/2] w-full" />;

  // As the heading below shows it: a hostel with several room types starts "From".
  const price = `${h.rooms.length > 1 ? `From ${h.pricePerSemester}` : h.pricePerSemester} per semester`;
  setConfig({
    title: `${h.name} — ${h.location} — ${h.pricePerSemester} per semester | Ofie`,
    description: `${h.name}, a ${h.gender} student hostel in ${h.location} near ${h.nearbyUniversities.join(", ")}, from ${h.pricePerSemester} per semester.`,
    image: h.images[0] ? absoluteUrl(origin, h.images[0]) : null,
  });

  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <a href="/student-hostels" className="text-sm font-medium text-brand-700 underline">
          All student hostels
        </a>
        <PhotoGallery images={h.images} title={h.name} />
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{h.name}</h1>
          <p className="text-muted">{h.location}</p>
          <p className="text-2xl font-bold text-brand-800">
            {h.rooms.length > 1 ? `From ${h.pricePerSemester}` : h.pricePerSemester}{" "}
            <span className="text-base font-normal text-muted">per semester</span>
          </p>
          {/* Under the price, not after the rooms: on a phone the aside comes last. */}
          <div className="grid grid-cols-2 gap-2 sm:max-w-md">
            <HostelContactButtons hostel={h} />
          </div>
          <ShareButton
            data={{
              title: h.name,
              text: `${h.name} — ${price}`,
              url: `${siteOrigin}${hostelPagePath(h.id)}`,
            }}
          />
        </header>
        <Card className="p-5">
          <h2 className="mb-3 text-lg font-semibold text-ink">Rooms and beds left</h2>
          <HostelRoomTable hostel={h} />
          {h.amenities.length > 0 ? (
            <>
              <h2 className="mt-6 text-lg font-semibold text-ink">Amenities</h2>
              <ul className="mt-2 grid grid-cols-2 gap-2 text-sm text-ink sm:grid-cols-3">
                {h.amenities.map((a) => (
                  <li key={a}>✓ {a}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Card>
      </div>
      <aside className="flex flex-col gap-6">
        <Card className="flex flex-col gap-4 p-5">
          <h2 className="text-lg font-semibold text-ink">About this hostel</h2>
          <HostelFacts hostel={h} />
          {h.phone ? <p className="text-sm text-muted">Phone: {h.phone}</p> : null}
        </Card>
      </aside>
    </article>
  );
}
