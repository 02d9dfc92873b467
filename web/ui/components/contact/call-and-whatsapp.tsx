import { ghanaPhone } from "#shared/ghana-phone.js";
import { type ClickTarget, recordContactClick } from "../../lib/contact-click.js";
import { whatsAppLink, whatsAppNumber } from "../../lib/whatsapp.js";
import { LinkButton } from "../ui/button.js";

/**
 * The two ways a phone reaches whoever lists a place: Call, a `tel:` link in the +233
 * form, and WhatsApp, a wa.me link to the same number. Each press counts as a lead of `target`
 * (once per visitor and day, decision 84). Both are 44 px tall (size md), side by side in the
 * caller's two-column grid. Without a Ghana number there is nothing to dial: WhatsApp then goes
 * to Ofie's line, across both columns, and Call is left out.
 */
export function CallAndWhatsApp({
  phone,
  message,
  target,
}: {
  phone: string | null | undefined;
  /** What the WhatsApp chat opens with: which listing or hostel is meant. */
  message: string;
  target: ClickTarget;
}) {
  const dial = ghanaPhone(phone);
  return (
    <>
      <LinkButton
        href={whatsAppLink(message, whatsAppNumber(dial))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => recordContactClick(target, "whatsapp")}
        className={dial ? undefined : "col-span-2"}
      >
        WhatsApp
      </LinkButton>
      {dial ? (
        <LinkButton
          variant="outline"
          href={`tel:${dial}`}
          onClick={() => recordContactClick(target, "call")}
        >
          Call
        </LinkButton>
      ) : null}
    </>
  );
}
