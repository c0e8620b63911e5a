import { Bell, CalendarHeart, Gift, Play, Sparkles, Users, X } from "lucide-react";

import { SignInLink } from "@/components/layout/sign-in-link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const DEMO_TITLE = "See Presently in Action";

/**
 * Static sample data: nothing here is loaded or saved. The sample dates are
 * the hero's and the demo's, so the two say the same. The landing is HTML
 * built once and served for months: a sample date says how far off it is
 * (the app's countdown, 'Tomorrow' or 'N days') and what it is, never a
 * calendar day, which would go stale ('March 14, Tomorrow' in November).
 */
export const DEMO_EVENTS = [
  { title: "Mum's Birthday", kind: "Birthday", when: "Tomorrow", tone: "bg-primary/10 text-primary" },
  { title: "Anniversary with Alex", kind: "Anniversary", when: "12 days", tone: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100" },
  { title: "Sam's Graduation", kind: "Graduation", when: "24 days", tone: "bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-100" },
] as const;

export const DEMO_GIFT_IDEAS = [
  { name: "Personalised Recipe Journal", price: "$34.99", reason: "Mum loves cooking and family recipes" },
  { name: "Dinner for Two at a Local Bistro", price: "$120.00", reason: "A night out for your anniversary" },
  { name: "Leather Weekender Bag", price: "$89.00", reason: "Sam is starting a job that travels" },
] as const;

export const DEMO_FEATURES = [
  { icon: Bell, title: "Smart Reminders", text: "A nudge days before every date, so there is always time to shop." },
  { icon: Users, title: "Your Circle", text: "Everyone you buy for, with their interests, in one place." },
  { icon: Sparkles, title: "AI Gift Ideas", text: "Ideas picked for the person, the occasion and your budget." },
] as const;

export const DEMO_DIALOG_ID = "demo-dialog";

/** The invoker command attributes (not yet in React's types) that open the dialog without script. */
const OPEN_DEMO = { commandfor: DEMO_DIALOG_ID, command: "show-modal" } as Record<string, string>;

/**
 * Try Demo: a static preview of the app (sample upcoming events, sample
 * gift ideas, three feature blurbs) with Start for Free and Close Demo.
 *
 * The landing ships no framework JavaScript, so this is the browser's own
 * modal `<dialog>`: the button opens it by invoker command (`commandfor`,
 * with `public/dialog-commands.js` for browsers that lack it), Close Demo is
 * a `method="dialog"` form, Escape and a click outside close it, and the
 * browser returns focus to the button.
 */
export function DemoDialog({ triggerClassName }: { triggerClassName?: string }) {
  return (
    <>
      <button
        type="button"
        {...OPEN_DEMO}
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), triggerClassName)}
      >
        <Play aria-hidden="true" />
        Try Demo
      </button>
      <dialog
        id={DEMO_DIALOG_ID}
        aria-labelledby="demo-title"
        aria-describedby="demo-description"
        closedby="any"
        className="m-auto max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50 sm:max-w-2xl"
      >
        <div className="grid gap-4">
          <div className="flex flex-col gap-2 text-center sm:text-left">
            <h2 id="demo-title" className="text-lg leading-none font-semibold">
              {DEMO_TITLE}
            </h2>
            <p id="demo-description" className="text-sm text-muted-foreground">
              A preview with sample data: this is what your dashboard looks like.
            </p>
          </div>

        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="demo-events" className="grid content-start gap-2 rounded-xl border bg-card p-4">
            <h3 id="demo-events" className="flex items-center gap-2 text-sm font-semibold">
              <CalendarHeart className="size-4 text-primary" aria-hidden="true" />
              Upcoming Events
            </h3>
            <ul className="grid gap-2">
              {DEMO_EVENTS.map((event) => (
                <li
                  key={event.title}
                  data-testid="demo-event"
                  className="flex items-center justify-between gap-2 rounded-lg bg-background px-3 py-2"
                >
                  <span className="grid min-w-0">
                    <span data-testid="event-title" className="truncate text-sm font-medium">
                      {event.title}
                    </span>
                    <span className="text-xs text-muted-foreground">{event.kind}</span>
                  </span>
                  <span data-testid="countdown" className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${event.tone}`}>
                    {event.when}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="demo-ideas" className="grid content-start gap-2 rounded-xl border bg-card p-4">
            <h3 id="demo-ideas" className="flex items-center gap-2 text-sm font-semibold">
              <Gift className="size-4 text-primary" aria-hidden="true" />
              Gift Ideas
            </h3>
            <ul className="grid gap-2">
              {DEMO_GIFT_IDEAS.map((idea) => (
                <li key={idea.name} className="rounded-lg bg-background px-3 py-2">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="text-sm font-medium">{idea.name}</span>
                    <span className="shrink-0 text-sm font-semibold text-primary">{idea.price}</span>
                  </span>
                  <span className="text-xs text-muted-foreground">{idea.reason}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <ul className="grid gap-3 sm:grid-cols-3" aria-label="Features">
          {DEMO_FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="grid content-start gap-1 rounded-xl bg-muted/60 p-3">
              <span className="flex items-center gap-2 text-sm font-semibold">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {title}
              </span>
              <span className="text-xs text-muted-foreground">{text}</span>
            </li>
          ))}
        </ul>

          <form method="dialog" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="submit" className={buttonVariants({ variant: "outline" })}>
              Close Demo
            </button>
            <SignInLink>
              <Gift aria-hidden="true" />
              Start for Free
            </SignInLink>
          </form>
          <form method="dialog" className="absolute top-4 right-4">
            <button
              type="submit"
              className="rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-hidden"
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
