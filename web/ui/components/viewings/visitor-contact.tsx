import { ghanaPhone } from "#shared/ghana-phone.js";
import { ghanaPhoneDisplay } from "../../lib/phone.js";
import { whatsAppLink } from "../../lib/whatsapp.js";
import type { ViewingJson } from "../../queries/viewings.js";
import { LinkButton } from "../ui/button.js";

/**
 * Who asked, as the lister reaches them: the visitor's first name, their phone to call, a
 * WhatsApp message naming the listing, and their note.
 */
export function VisitorContact({ viewing: v }: { viewing: ViewingJson }) {
  const phone = ghanaPhone(v.phone);
  const first = v.visitorName?.trim() ?? "";
  const name = first || "the visitor";
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-ink">
        {"From "}
        <span className="font-semibold">{name}</span>
        {phone ? (
          <>
            {", "}
            <a href={`tel:${phone}`} className="font-semibold text-brand-700 underline">
              {ghanaPhoneDisplay(phone)}
            </a>
          </>
        ) : null}
      </p>
      {v.note ? (
        <blockquote className="border-l-4 border-gray-200 pl-3 whitespace-pre-line text-ink">
          <span className="sr-only">Their note: </span>
          {v.note}
        </blockquote>
      ) : null}
      {phone ? (
        <LinkButton
          href={whatsAppLink(
            `${first ? `Hello ${first}` : "Hello"}, about your request on Ofie to view "${v.title}".`,
            phone.slice(1),
          )}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          size="sm"
          className="self-start"
        >
          {`WhatsApp ${name}`}
        </LinkButton>
      ) : null}
    </div>
  );
}
