import { useId } from "react";

export const LAST_UPDATED = "Last updated January 3, 2025";

/** A policy page: title, 'Last updated ...', an introduction, then sections with h2 headings. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{LAST_UPDATED}</p>
        <div className="mt-2 text-lg text-muted-foreground">{intro}</div>
      </header>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec: an affiliate disclosure naming retail, restaurant and travel partner
 * programmes (the same text on both policies).
 */
export function AffiliateDisclosure() {
  return (
    <LegalSection title="Affiliate Disclosure">
      <p>
        Presently is free because some of the links to shops and services are affiliate links. When you buy or book
        through them, the partner may pay us a small commission, at no extra cost to you. Prices are set by the
        partner, not by us.
      </p>
      <p>We take part in these partner programmes:</p>
      <ul>
        <li>
          <strong>Retail partners:</strong> the Amazon Associates programme, Target Partners, the Best Buy affiliate
          programme, and flower delivery partners such as 1-800-Flowers.
        </li>
        <li>
          <strong>Restaurant partners:</strong> the OpenTable affiliate programme, for restaurant reservations.
        </li>
        <li>
          <strong>Travel partners:</strong> the Expedia affiliate programme, for hotels and trips.
        </li>
      </ul>
      <p>
        A link to one of the shops above that you save to a wishlist (pasted, or with the Presently button) carries
        our affiliate tag in place of anyone else&apos;s. Tracking parameters are removed from every link you save.
      </p>
      <p>
        Affiliate links never change what we recommend to you or the order of your own lists, and we never share your
        personal information with partners: they only learn that a visitor came from Presently.
      </p>
    </LegalSection>
  );
}
