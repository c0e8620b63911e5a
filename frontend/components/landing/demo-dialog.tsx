"use client";

import { Bell, CalendarHeart, Gift, Play, Sparkles, Users } from "lucide-react";

import { SignInLink } from "@/components/layout/sign-in-link";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

export const DEMO_TITLE = "See Presently in Action";

/** Static sample data: nothing here is loaded or saved. */
export const DEMO_EVENTS = [
  { title: "Mum's Birthday", date: "March 14", when: "Tomorrow", tone: "bg-primary/10 text-primary" },
  { title: "Anniversary with Alex", date: "March 25", when: "12 days", tone: "bg-amber-100 text-amber-900" },
  { title: "Sam's Graduation", date: "April 6", when: "24 days", tone: "bg-sky-100 text-sky-800" },
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

/**
 * Try Demo: a static preview of the app (sample upcoming events, sample
 * gift ideas, three feature blurbs) with Start for Free and Close Demo.
 */
export function DemoDialog({ triggerClassName }: { triggerClassName?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className={triggerClassName}>
          <Play aria-hidden="true" />
          Try Demo
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{DEMO_TITLE}</DialogTitle>
          <DialogDescription>A preview with sample data: this is what your dashboard looks like.</DialogDescription>
        </DialogHeader>

        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="demo-events" className="grid content-start gap-2 rounded-xl border bg-card p-4">
            <h3 id="demo-events" className="flex items-center gap-2 text-sm font-semibold">
              <CalendarHeart className="size-4 text-primary" aria-hidden="true" />
              Upcoming Events
            </h3>
            <ul className="grid gap-2">
              {DEMO_EVENTS.map((event) => (
                <li key={event.title} className="flex items-center justify-between gap-2 rounded-lg bg-background px-3 py-2">
                  <span className="grid min-w-0">
                    <span className="truncate text-sm font-medium">{event.title}</span>
                    <span className="text-xs text-muted-foreground">{event.date}</span>
                  </span>
                  <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${event.tone}`}>{event.when}</span>
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

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close Demo</Button>
          </DialogClose>
          <SignInLink>
            <Gift aria-hidden="true" />
            Start for Free
          </SignInLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
