import { type MouseEvent, useEffect, useState } from "react";
import { cn } from "../ui/cn.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs.js";
import { LEGAL_DOCUMENTS, LEGAL_TABS, type LegalTab } from "./documents/index.js";
import { LegalDocumentCard } from "./legal-document-card.js";

const DOCUMENT_ANCHOR = "legal-document";

/**
 * The button grid and the tab strip offer the same nine documents (spec §2). The grid is made
 * of real links to /legal?tab=… so it works before JavaScript loads; once hydrated, both switch
 * in place and keep the address shareable.
 */
export function LegalCenter({
  initialTab,
  navigation,
}: {
  initialTab: LegalTab;
  /** A value that changes on every navigation to the page (its page context). */
  navigation?: unknown;
}) {
  const [selected, setSelected] = useState<LegalTab>(initialTab);

  // A footer link to /legal?tab=… opens that document, even when it names the tab the page
  // opened on and another one was picked since.
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigation is the trigger, not an input
  useEffect(() => setSelected(initialTab), [initialTab, navigation]);

  function select(tab: LegalTab) {
    setSelected(tab);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", tab);
    url.hash = "";
    window.history.replaceState(window.history.state, "", url);
  }

  function onGridClick(event: MouseEvent<HTMLAnchorElement>, tab: LegalTab) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    select(tab);
    document.getElementById(DOCUMENT_ANCHOR)?.scrollIntoView({ block: "start" });
  }

  return (
    <div className="flex flex-col gap-8">
      <nav aria-label="Legal documents">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {LEGAL_TABS.map((tab) => (
            <li key={tab}>
              <a
                href={`/legal?tab=${tab}#${DOCUMENT_ANCHOR}`}
                aria-current={tab === selected ? "page" : undefined}
                onClick={(event) => onGridClick(event, tab)}
                className={cn(
                  "flex h-full min-h-14 items-center justify-center rounded-xl border px-3 py-3 text-center text-sm font-semibold shadow-sm transition-colors",
                  tab === selected
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-gray-200 bg-white text-ink hover:border-brand-700 hover:text-brand-700",
                )}
              >
                {LEGAL_DOCUMENTS[tab].label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Tabs
        id={DOCUMENT_ANCHOR}
        className="scroll-mt-24"
        value={selected}
        onValueChange={(value) => select(value as LegalTab)}
      >
        <TabsList aria-label="Choose a legal document">
          {LEGAL_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {LEGAL_DOCUMENTS[tab].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {LEGAL_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <LegalDocumentCard document={LEGAL_DOCUMENTS[tab]} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
