import { photoMatchWords } from "#modules/listing-submissions/photo-matches.types.js";
import { metresApart } from "#modules/relistings/relistings.rules.js";
import type { RelistingLink } from "#modules/relistings/relistings.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { EvidencePhoto } from "../admin/evidence-photo.js";

/**
 * Why a listing was taken for an earlier one of the same place (decision 102): the earlier
 * listing (linked while visitors can open it), when it was first listed, and the evidence — the
 * two photos side by side and how alike they are, or how far apart the two pins are.
 */
export function RelistingEvidence({ link }: { link: Json<RelistingLink> }) {
  const earlier = link.earlierPublished ? (
    <a className="underline" href={`/properties/${link.earlierPropertyId}`}>
      {link.earlierTitle}
    </a>
  ) : (
    <span>{link.earlierTitle} (no longer shown)</span>
  );
  return (
    <div className="flex flex-col gap-2">
      <p>
        Listed before as {earlier}, first listed{" "}
        <time dateTime={link.earlierListedAt}>{formatDate(link.earlierListedAt)}</time>
      </p>
      {link.placeMetres != null ? (
        <p>
          <strong>Same place:</strong> {metresApart(link.placeMetres)}, same type and bedrooms
        </p>
      ) : null}
      {link.photo ? (
        <div className="flex flex-wrap items-start gap-3">
          <EvidencePhoto
            src={link.photo.photoUrl}
            alt="This listing's photo"
            caption="This listing"
          />
          <EvidencePhoto
            src={link.photo.earlierPhotoUrl}
            alt={`As listed in ${link.earlierTitle}`}
            caption="The earlier listing"
          />
          <p>
            <strong>{photoMatchWords(link.photo.distance)}</strong>
          </p>
        </div>
      ) : null}
    </div>
  );
}
