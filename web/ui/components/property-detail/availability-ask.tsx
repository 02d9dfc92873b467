import type { AvailabilityAsk } from "#modules/availability/availability.types.js";
import type { Property } from "#modules/listings/listings.types.js";
import { ghanaPhone } from "#shared/ghana-phone.js";
import { redirectToLogin, useAuth } from "../../auth/use-auth.js";
import { ApiError } from "../../lib/api.js";
import { recordContactClick } from "../../lib/contact-click.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { whatsAppLink } from "../../lib/whatsapp.js";
import { useAskAvailability, useMyAvailabilityAsk } from "../../queries/availability.js";
import { useCanManage } from "../../queries/listing-freshness.js";
import { Button, LinkButton } from "../ui/button.js";
import { Card } from "../ui/card.js";

type Listing = Pick<
  Json<Property>,
  "id" | "title" | "status" | "listingType" | "agent" | "owner" | "availability"
>;

/** Whom the renter is asking, in the page's words, and their WhatsApp when a Ghana number is known. */
function listerOf(p: Listing): { who: string; name: string | null; phone: string | null } {
  if (p.agent) return { who: "the agent", name: p.agent.name, phone: ghanaPhone(p.agent.phone) };
  if (p.owner) return { who: "the owner", name: p.owner.name, phone: ghanaPhone(p.owner.phone) };
  return { who: "the lister", name: null, phone: null };
}

/**
 * "Is it still available?" (decision 101): a signed-in renter with a proved e-mail asks; the
 * lister is e-mailed two one-tap answers, and their answer shows here and on the listing.
 * Hidden on a listing no longer on offer and from the listing's own lister.
 */
export function AvailabilityAskPanel({
  property: p,
  listingUrl,
}: {
  property: Listing;
  listingUrl: string;
}) {
  const { user, isAuthenticated } = useAuth();
  const manages = useCanManage(p.id, isAuthenticated).data?.canManage === true;
  const mine = useMyAvailabilityAsk(p.id, isAuthenticated).data?.ask ?? null;
  const ask = useAskAvailability(p.id);
  if (p.status !== "available" || manages) return null;
  const lister = listerOf(p);
  const refused = ask.isError ? refusalOf(ask.error) : null;

  const press = () => {
    if (!isAuthenticated) {
      redirectToLogin({ title: "Sign in to ask", description: "Only signed-in renters can ask." });
      return;
    }
    ask.mutate();
  };
  const open = mine !== null && mine.answer === null;
  return (
    <Card className="flex flex-col gap-3 p-5" role="region" aria-labelledby="still-available">
      <h2 id="still-available" className="text-lg font-semibold text-ink">
        Is it still available?
      </h2>
      {mine ? (
        <AskState ask={mine} who={lister.who} listingType={p.listingType} />
      ) : (
        <p className="text-sm text-muted">
          {`Ask before you travel to a viewing or pay a viewing fee: we e-mail ${lister.who}, and their answer shows here.`}
        </p>
      )}
      {user && !user.emailVerified ? (
        <p className="text-sm text-ink">
          Confirm your e-mail address to ask: open the link we sent when you signed up, or{" "}
          <a href="/profile" className="font-semibold text-brand-700 underline">
            ask for a new one
          </a>
          .
        </p>
      ) : open ? null : (
        <Button
          onClick={press}
          disabled={ask.isPending}
          variant={mine ? "outline" : "primary"}
          className="self-start"
        >
          {ask.isPending ? "Asking..." : mine ? "Ask again" : "Ask if it's still available"}
        </Button>
      )}
      {refused ? (
        <p role="alert" className="text-sm text-danger">
          {refused}
        </p>
      ) : null}
      {open && lister.phone ? (
        <LinkButton
          href={whatsAppLink(
            `Hello${lister.name ? ` ${lister.name}` : ""}, I asked on Ofie whether "${p.title}" is still available: ${listingUrl} Ofie has e-mailed you a one-tap answer.`,
            lister.phone.slice(1),
          )}
          size="sm"
          variant="outline"
          target="_blank"
          rel="noopener noreferrer"
          className="self-start"
          onClick={() => recordContactClick({ propertyId: p.id }, "whatsapp")}
        >
          Also ask on WhatsApp
        </LinkButton>
      ) : null}
    </Card>
  );
}

function AskState({
  ask,
  who,
  listingType,
}: {
  ask: Json<AvailabilityAsk>;
  who: string;
  listingType: Property["listingType"];
}) {
  if (ask.answer === null) {
    return (
      <p role="status" className="text-sm text-ink">
        {`You asked on ${formatDate(ask.askedAt)}. We have e-mailed ${who}; their answer will show here.`}
      </p>
    );
  }
  const answer =
    ask.answer === "yes"
      ? "it is still available"
      : `it has been ${listingType === "rent" ? "let" : "sold"}`;
  return (
    <p role="status" className="text-sm text-ink">
      {`You asked on ${formatDate(ask.askedAt)}. On ${formatDate(ask.answeredAt)} ${who} answered that ${answer}.`}
    </p>
  );
}

/** The server's reason for a refusal (403 unproved e-mail, 409, 429), or a general one. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === "string") return body.message;
  }
  return "Your question could not be sent. Please try again.";
}
