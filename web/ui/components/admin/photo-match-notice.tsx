import {
  type PhotoMatch,
  photoMatchWords,
} from "#modules/listing-submissions/photo-matches.types.js";
import type { Json } from "../../lib/json.js";
import { EvidencePhoto } from "./evidence-photo.js";

/**
 * Why a submission is held. Each match shows the submitted photo beside the published
 * listing photo it matches, whose listing and agent that is, and how close the two are, in words.
 */
export function PhotoMatchNotice({ matches }: { matches: Json<PhotoMatch>[] }) {
  if (matches.length === 0) return null;
  return (
    <section
      aria-label="Photo matches"
      className="rounded-md border border-yellow-300 bg-yellow-100 p-3 text-sm text-yellow-800"
    >
      <p className="font-semibold">
        {`Held: photo matches ${matches.length === 1 ? "another agent's listing" : "other listings"}`}
      </p>
      <ul className="mt-2 flex flex-col gap-3">
        {matches.map((m) => (
          <li
            key={`${m.imageUrl} ${m.matchedImageUrl}`}
            className="flex flex-wrap items-start gap-3"
          >
            <EvidencePhoto src={m.imageUrl} alt="As submitted" caption="Submitted" />
            <EvidencePhoto
              src={m.matchedImageUrl}
              alt={`As listed in ${m.propertyTitle}`}
              caption={
                <a className="underline" href={`/properties/${m.propertyId}`}>
                  {m.propertyTitle}
                </a>
              }
            />
            <p className="min-w-0">
              <strong>{photoMatchWords(m.distance)}</strong>
              <br />
              Agent:{" "}
              {m.agentEmail ? (
                <a className="underline" href={`mailto:${m.agentEmail}`}>
                  {m.agentName ?? m.agentEmail}
                </a>
              ) : (
                (m.agentName ?? "none")
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
