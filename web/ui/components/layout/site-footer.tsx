import { yearOf } from "#shared/dates.js";
import { useRenderedAt } from "../../lib/rendered-at.js";
import { DataSaverSwitch } from "../photo/data-saver-switch.js";
import { LEGAL_LINKS, QUICK_LINKS, SERVICE_LINKS } from "./footer-links.js";
import {
  SITE_ADDRESS,
  SITE_EMAIL,
  SITE_PHONE_DISPLAY,
  SITE_PHONE_TEL,
  whatsAppLink,
} from "./site-contact.js";

const WHATSAPP_MESSAGE = "Hello Ofie, I have a question about a property.";

function LinkColumn({
  title,
  links,
}: {
  title: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.href}>
            {/* 44 px tall: a finger's target, the lines still close together. */}
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center text-sm text-brand-100 hover:text-white hover:underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer of every page (spec §2): four columns, the rights line (this year's) and the support line. */
export function SiteFooter() {
  const year = yearOf(useRenderedAt());
  return (
    <footer className="mt-16 bg-brand-800 text-brand-100">
      {/* Two columns from the smallest phone: 44-px links in one would make the footer a page long. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        <LinkColumn title="Services" links={SERVICE_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-2 text-sm not-italic">
            <p>
              <a
                href={`mailto:${SITE_EMAIL}`}
                className="inline-flex min-h-11 items-center hover:text-white hover:underline"
              >
                {SITE_EMAIL}
              </a>
            </p>
            <p>
              <a
                href={`tel:${SITE_PHONE_TEL}`}
                className="inline-flex min-h-11 items-center hover:text-white hover:underline"
              >
                {SITE_PHONE_DISPLAY}
              </a>
            </p>
            <p>
              <a
                href={whatsAppLink(WHATSAPP_MESSAGE)}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex min-h-11 items-center gap-1 font-medium text-gold-400 hover:text-white hover:underline"
              >
                Chat on WhatsApp
              </a>
            </p>
            <p className="mt-2">
              {SITE_ADDRESS.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/15">
        {/* Room below on a phone for the scroll-to-top button, which sits over this corner. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-6">
          <p>{`© ${year} Ofie. All rights reserved.`}</p>
          <DataSaverSwitch />
          <p>
            24/7 online support ·{" "}
            <a href={`mailto:${SITE_EMAIL}`} className="hover:text-white hover:underline">
              {SITE_EMAIL}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
