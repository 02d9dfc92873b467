import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { Property } from "#modules/listings/listings.types.js";
import { OPEN_VIEWING_STATUSES } from "#modules/viewings/viewings.rules.js";
import { redirectToLogin, useAuth } from "../../auth/use-auth.js";
import type { Json } from "../../lib/json.js";
import { ghanaPhoneDisplay } from "../../lib/phone.js";
import { useCanManage } from "../../queries/listing-freshness.js";
import { rememberViewing, useMyViewing, type ViewingJson } from "../../queries/viewings.js";
import { Button } from "../ui/button.js";
import { Card } from "../ui/card.js";
import { ViewingBookingSheet } from "./viewing-booking-sheet.js";
import { ViewingCard } from "./viewing-card.js";

type Listing = Pick<Json<Property>, "id" | "status" | "viewingFee" | "availability">;

export const UNCONFIRMED_MESSAGE =
  "This listing has not been confirmed recently: ask whether it is still available first.";

/**
 * "Book a viewing" on a property page (decision 104): the button and its sheet while the
 * signed-in visitor has no open viewing of the listing, their viewing's card once they do.
 * Hidden where the availability question is: a listing no longer on offer, and from its lister.
 */
export function ViewingPanel({ property: p, now }: { property: Listing; now?: Date }) {
  const { user, isAuthenticated } = useAuth();
  const manages = useCanManage(p.id, isAuthenticated).data?.canManage === true;
  const mine = useMyViewing(p.id, isAuthenticated);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [booked, setBooked] = useState(0);
  // The sheet's button is gone once its viewing shows: focus goes to the panel, not the page's top.
  useEffect(() => {
    if (booked) heading.current?.focus();
  }, [booked]);
  if (p.status !== "available" || manages) return null;

  const viewing = mine.data?.viewing ?? null;
  const open = viewing !== null && OPEN_VIEWING_STATUSES.includes(viewing.status);
  const onBooked = (v: ViewingJson) => {
    rememberViewing(queryClient, v);
    setBooked((n) => n + 1);
  };
  return (
    <Card className="flex flex-col gap-3 p-5" role="region" aria-labelledby="book-a-viewing">
      <h2
        id="book-a-viewing"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-ink"
      >
        {open ? "Your viewing" : "Book a viewing"}
      </h2>
      {viewing ? (
        <ViewingCard viewing={viewing} now={now} />
      ) : (
        <p className="text-sm text-muted">
          Choose up to three times in the next 14 days. The lister confirms one, and you both get
          the address, a map link and a calendar reminder.
        </p>
      )}
      {open ? null : !isAuthenticated ? (
        <Button
          className="self-start"
          onClick={() =>
            redirectToLogin({
              title: "Sign in to book a viewing",
              description: "Only signed-in renters and buyers can book a viewing.",
            })
          }
        >
          Book a viewing
        </Button>
      ) : !user?.emailVerified ? (
        <p className="text-sm text-ink">
          Confirm your e-mail address to book a viewing: open the link we sent when you signed up,
          or{" "}
          <a href="/profile" className="font-semibold text-brand-700 underline">
            ask for a new one
          </a>
          .
        </p>
      ) : p.availability?.state === "not-confirmed-recently" ? (
        <p className="text-sm text-ink">{UNCONFIRMED_MESSAGE}</p>
      ) : mine.isPending ? null : (
        <ViewingBookingSheet
          label={viewing ? "Book another viewing" : "Book a viewing"}
          propertyId={p.id}
          viewingFee={p.viewingFee}
          defaultPhone={viewing ? ghanaPhoneDisplay(viewing.phone) : undefined}
          now={now}
          onBooked={onBooked}
        />
      )}
    </Card>
  );
}
