import type { ReactNode } from "react";
import { usePageContext } from "vike-react/usePageContext";
import { useSeedAuth } from "../ui/auth/seed-auth.js";
import { FlashNotice } from "../ui/components/layout/flash-notice.js";
import { ScrollToTop } from "../ui/components/layout/scroll-to-top.js";
import { SiteFooter } from "../ui/components/layout/site-footer.js";
import { SiteHeader } from "../ui/components/layout/site-header.js";
import { DataSaverProvider } from "../ui/components/photo/data-saver.js";
import { LazyToaster } from "../ui/components/toast/lazy-toaster.js";
import { useSavePendingFavourite } from "../ui/queries/favourites.js";
import "./global.css";

// https://vike.dev/Layout — stays mounted across client-side navigations, so the header never flickers.
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  useSeedAuth(pageContext.authUser);
  useSavePendingFavourite();
  return (
    <DataSaverProvider initial={pageContext.dataSaver ?? false}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <SiteHeader pathname={pageContext.urlPathname} />
        <FlashNotice />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <LazyToaster />
      </div>
    </DataSaverProvider>
  );
}
