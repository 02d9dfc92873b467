import type { ListingOwner } from "#modules/listings/listing-owner.js";
import type { Json } from "../../lib/json.js";
import { ghanaPhoneDisplay } from "../../lib/phone.js";
import { CallAndWhatsApp } from "../contact/call-and-whatsapp.js";
import { Card } from "../ui/card.js";

/**
 * A private owner's listing (decision 56): who listed it, and WhatsApp and a call when they gave
 * a phone. Their e-mail address is not shown: the inquiry form reaches them by e-mail.
 */
export function OwnerContactCard({
  owner,
  propertyId,
  propertyTitle,
  listingUrl,
}: {
  owner: Json<ListingOwner>;
  propertyId: number;
  propertyTitle: string;
  listingUrl: string;
}) {
  const phone = owner.phone;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-ink">Listed by owner</h2>
      <p className="mt-3 font-semibold text-ink wrap-anywhere">{owner.name}</p>
      <p className="text-sm text-muted">Private owner, no agent</p>
      {phone ? (
        <>
          <dl className="mt-4 flex items-center gap-2 text-sm">
            <dt className="text-muted">Phone</dt>
            <dd>
              <a
                href={`tel:${phone}`}
                className="inline-flex min-h-11 items-center text-brand-700 underline"
              >
                {ghanaPhoneDisplay(phone)}
              </a>
            </dd>
          </dl>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <CallAndWhatsApp
              phone={phone}
              message={`Hello ${owner.name}, I saw "${propertyTitle}" on Ofie (${listingUrl}). Is it still available?`}
              target={{ propertyId }}
            />
          </div>
        </>
      ) : (
        <p className="mt-3 text-sm text-muted">
          Send an inquiry below: it reaches the owner by e-mail.
        </p>
      )}
    </Card>
  );
}
