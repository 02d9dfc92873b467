import { usePageContext } from "vike-react/usePageContext";
import { HostelFinder } from "../../ui/components/hostels/hostel-finder.js";
import { useHostels } from "../../ui/queries/hostels.js";

export default function Page() {
  const { data } = useHostels();
  const { urlParsed } = usePageContext();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">
        Student Hostels Near Ghana's Universities
      </h1>
      <p className="mt-2 mb-4 text-sm text-muted sm:mb-6 sm:text-base">
        Compare hostels near UG Legon, KNUST, UCC and the UG Medical School by price per semester,
        room size and amenities.
      </p>
      <HostelFinder hostels={data} search={urlParsed.search} />
    </div>
  );
}
