import { IntentLink } from "@/components/layout/intent-link";
import { FOOTER_NAV } from "@/lib/nav";
import { cn } from "@/lib/utils";

/** `className` adds room below the links for what floats over the page's bottom edge. */
export function SiteFooter({ className }: { className?: string }) {
  return (
    <footer className={cn("border-t bg-card/60", className)}>
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row">
        <p>© {new Date().getFullYear()} Presently. Thoughtful gifts, on time.</p>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-5 gap-y-2">
          {FOOTER_NAV.map((item) => (
            <IntentLink key={item.href} href={item.href} className="rounded-sm hover:text-foreground">
              {item.label}
            </IntentLink>
          ))}
        </nav>
      </div>
    </footer>
  );
}
