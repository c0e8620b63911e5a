import { PublicHeader } from "@/components/layout/public-header";
import { SiteFooter } from "@/components/layout/site-footer";

/**
 * Room below the footer's links when the page has a round button in the
 * corner (a `data-floating="page"` around it: Ask Presently at bottom-4, or
 * bottom-8 from md, 56 px tall), so that scrolled to the end it covers none
 * of them. CSS alone: the static landing shares this shell.
 */
export const FLOATING_PAGE_ROOM =
  "group-has-[[data-floating=page]]/shell:pb-20 md:group-has-[[data-floating=page]]/shell:pb-24";

export function PublicShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="group/shell flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter className={FLOATING_PAGE_ROOM} />
    </div>
  );
}
