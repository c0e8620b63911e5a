import {
  Bell,
  CalendarHeart,
  Clock,
  CreditCard,
  Gift,
  Heart,
  ListChecks,
  Quote,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Users,
  UsersRound,
} from "lucide-react";

import { DEMO_EVENTS, DemoDialog } from "@/components/landing/demo-dialog";
import { PublicShell } from "@/components/layout/public-shell";
import { SignInLink } from "@/components/layout/sign-in-link";

const PROMISES = [
  { icon: ShieldCheck, text: "We only request basic profile information, approved once at your first sign-up." },
  { icon: CreditCard, text: "Free to use, no credit card required." },
  { icon: Clock, text: "2-minute setup: add your first special date right away." },
] as const;

/**
 * Signed-out landing page: header, hero (with Try Demo), feature cards,
 * testimonials, a call to action, the partner strip and the footer.
 */
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
              <DemoDialog />
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
      <Features />
      <Testimonials />
      <CallToAction />
      <PartnerStrip />
    </PublicShell>
  );
}

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
          {DEMO_EVENTS.map((d) => (
            <li
              key={d.title}
              data-testid="hero-event"
              className="flex items-center justify-between rounded-lg border bg-background px-4 py-3"
            >
              <span data-testid="event-title" className="text-sm font-medium">
                {d.title}
              </span>
              <span data-testid="countdown" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${d.tone}`}>
                {d.when}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export const FEATURES = [
  {
    icon: Bell,
    title: "Special Dates & Reminders",
    text: "Birthdays, anniversaries and holidays with reminders days ahead, by browser notification or email.",
  },
  {
    icon: Users,
    title: "Your Circle",
    text: "The people you buy for, with their relationship and interests, imported from your phone in seconds.",
  },
  {
    icon: ListChecks,
    title: "Wishlists",
    text: "Save anything from any shop by link or search, rank it, and share it with friends or a public link.",
  },
  {
    icon: UsersRound,
    title: "Group Wishlists",
    text: "Plan a gift together: one list for the family, and everyone sees who is getting what (except the recipient).",
  },
  {
    icon: Sparkles,
    title: "AI Gift Ideas",
    text: "Describe the person and the occasion, and get thoughtful ideas that fit your budget.",
  },
  {
    icon: ShoppingBag,
    title: "Partner Recommendations",
    text: "Gifts, flowers, electronics, restaurants and trips from trusted partners, in one place.",
  },
] as const;

function Features() {
  return (
    <section aria-labelledby="features-title" className="border-t bg-card/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16">
        <div className="grid gap-2 text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            Everything you need to give well
          </h2>
          <p className="mx-auto max-w-2xl text-muted-foreground">
            From the first reminder to the wrapped gift, Presently keeps every step in one calm place.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm" data-testid="feature-card">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const TESTIMONIALS = [
  {
    quote: "I haven't missed a birthday since I started. The reminder a week ahead is exactly the push I need.",
    name: "Priya S.",
    role: "Busy mum of three",
  },
  {
    quote: "Our group list for Grandpa's 80th meant no duplicate gifts, and he had no idea until the party.",
    name: "Marcus L.",
    role: "Family gift organiser",
  },
  {
    quote: "The AI ideas found my partner a gift I would never have thought of. She still talks about it.",
    name: "Daniel R.",
    role: "Reformed last-minute shopper",
  },
] as const;

function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
          Loved by thoughtful gift givers
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm" data-testid="testimonial">
                <Quote className="size-6 text-primary" aria-hidden="true" />
                <blockquote className="flex-1 text-foreground">&ldquo;{t.quote}&rdquo;</blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-muted-foreground">, {t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg">
        <Heart className="size-8" aria-hidden="true" />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
          Make every moment count
        </h2>
        <p className="max-w-xl text-primary-foreground">
          Free to use, no credit card required, and set up in 2 minutes. Add your first special date today.
        </p>
        <SignInLink size="lg" variant="secondary">
          Sign up free
        </SignInLink>
      </div>
    </section>
  );
}

export const PARTNER_GROUPS = [
  { kind: "Retail", partners: ["Amazon", "Target", "Best Buy"] },
  { kind: "Dining", partners: ["OpenTable"] },
  { kind: "Flowers", partners: ["1-800-Flowers"] },
] as const;

/** Partner wordmarks as text (no external images). */
function PartnerStrip() {
  return (
    <section aria-labelledby="partners-title" className="border-t bg-card/40">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10">
        <h2 id="partners-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Gift ideas from our retail, dining and flower partners
        </h2>
        <ul className="flex flex-wrap items-start justify-center gap-x-10 gap-y-6" aria-label="Partners">
          {PARTNER_GROUPS.map((group) => (
            <li key={group.kind} className="flex flex-col items-center gap-2">
              <span className="text-xs font-medium text-muted-foreground">{group.kind}</span>
              <span className="flex flex-wrap justify-center gap-x-6 gap-y-2">
                {group.partners.map((name) => (
                  <span key={name} className="text-xl font-bold tracking-tight text-foreground/80" data-testid="partner">
                    {name}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
