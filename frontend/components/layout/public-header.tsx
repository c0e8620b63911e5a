import { IntentLink } from "@/components/layout/intent-link";
import { Logo } from "@/components/layout/logo";
import { SignInLink } from "@/components/layout/sign-in-link";
import { PUBLIC_NAV } from "@/lib/nav";

function PublicLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {PUBLIC_NAV.map((item) => (
        <li key={item.href}>
          <IntentLink
            href={item.href}
            className="rounded-md px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
          >
            {item.label}
          </IntentLink>
        </li>
      ))}
      <li>
        <span className="px-2 py-1 text-sm font-medium text-muted-foreground">FAQ</span>
      </li>
    </ul>
  );
}

/** Signed-out header: public links, an 'FAQ' label (not a link) and Sign in. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo fullPageLoad />
        <nav aria-label="Site" className="hidden md:block">
          <PublicLinks className="flex items-center gap-2" />
        </nav>
        <SignInLink size="sm">Sign in</SignInLink>
      </div>
      <nav aria-label="Site (small screens)" className="border-t md:hidden">
        <PublicLinks className="mx-auto flex max-w-6xl items-center gap-1 overflow-x-auto px-2 py-2 whitespace-nowrap" />
      </nav>
    </header>
  );
}
