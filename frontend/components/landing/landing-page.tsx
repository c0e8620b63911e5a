import { CalendarHeart, Clock, CreditCard, Gift, ShieldCheck, Sparkles } from "lucide-react";

import { PublicShell } from "@/components/layout/public-shell";
import { SignInLink } from "@/components/layout/sign-in-link";

const PROMISES = [
  { icon: ShieldCheck, text: "We only request basic profile information, approved once at your first sign-up." },
  { icon: CreditCard, text: "Free to use, no credit card required." },
  { icon: Clock, text: "2-minute setup: add your first special date right away." },
] as const;

/** Signed-out landing page (features, testimonials and demo come later). */
export function LandingPage() {
  return (
    <PublicShell>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-accent),transparent_60%)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:grid-cols-2 md:py-24">
          <div className="flex flex-col gap-6">
            <span className="inline-flex w-fit items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
              <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
              Gifts and special occasions, planned with care
            </span>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Never miss a moment that <span className="text-primary">matters</span>
            </h1>
            <p className="max-w-prose text-lg text-muted-foreground">
              Presently remembers birthdays, anniversaries and holidays for you, keeps your circle and wishlists in one
              place, and suggests the perfect gift in time.
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <SignInLink size="lg">
                <Gift aria-hidden="true" />
                Start for Free
              </SignInLink>
            </div>
            <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-2">
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <HeroPreview />
        </div>
      </section>
    </PublicShell>
  );
}

const SAMPLE_DATES = [
  { title: "Mum's Birthday", when: "Tomorrow", tone: "bg-primary/10 text-primary" },
  { title: "Wedding Anniversary", when: "12 days", tone: "bg-gold/25 text-amber-800" },
  { title: "Sam's Graduation", when: "3 weeks", tone: "bg-secondary text-secondary-foreground" },
] as const;

function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -top-6 -left-6 size-24 rounded-full bg-primary/20 blur-2xl" />
      <div className="absolute -right-6 -bottom-6 size-28 rounded-full bg-gold/30 blur-2xl" />
      <div className="relative rounded-2xl border bg-card p-5 shadow-xl">
        <div className="mb-4 flex items-center gap-2 text-sm font-semibold">
          <CalendarHeart className="size-4 text-primary" />
          Upcoming Special Dates
        </div>
        <ul className="flex flex-col gap-3">
          {SAMPLE_DATES.map((d) => (
            <li key={d.title} className="flex items-center justify-between rounded-lg border bg-background px-4 py-3">
              <span className="text-sm font-medium">{d.title}</span>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${d.tone}`}>{d.when}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
