import { PublicHeader } from "@/components/layout/public-header";
import { ShellFrame } from "@/components/layout/shell-frame";

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
    <ShellFrame chrome="public" header={<PublicHeader />} footerClassName={FLOATING_PAGE_ROOM}>
      {children}
    </ShellFrame>
  );
}
