import type { RelistingLink } from "#modules/relistings/relistings.types.js";
import type { Json } from "../../lib/json.js";
import { RelistingEvidence } from "../relistings/relisting-evidence.js";

/**
 * In moderation, beside the photo matches: the earlier listings of the same place a submission
 * repeats (decision 102). Approving it keeps the links: visitors see them on the listing.
 */
export function RelistingNotice({ links }: { links: Json<RelistingLink>[] }) {
  if (links.length === 0) return null;
  return (
    <section
      aria-label="Listed before on Ofie"
      className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
    >
      <p className="font-semibold">
        Listed before on Ofie: visitors will see the earlier listing and its days on the market
      </p>
      <ul className="mt-2 flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.id}>
            <RelistingEvidence link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
