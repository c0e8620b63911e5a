"use client";

import { useState } from "react";
import Link from "next/link";
import { CalendarHeart, CheckCircle2, Gift, ShoppingBag, Users, UsersRound } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ALL_CAUGHT_UP } from "@/lib/messages";
import { greeting, greetingName, type User } from "@/lib/user";

const QUICK_LINKS = [
  { href: "/contacts", title: "Your Circle", description: "The people you shop for", icon: Users },
  { href: "/wishlist", title: "My Wishlist", description: "Things you'd love to receive", icon: Gift },
  { href: "/recommendations", title: "Recommendations", description: "Gift ideas from our partners", icon: ShoppingBag },
  { href: "/collaborative", title: "Group Wishlists", description: "Plan gifts together", icon: UsersRound },
] as const;

export function HomeDashboard({ user }: { user: User }) {
  // Local hour, read once on mount (this only renders in the browser).
  const [hour] = useState(() => new Date().getHours());
  const [today] = useState(() =>
    new Date().toLocaleDateString(undefined, { weekday: "long", month: "long", day: "numeric" }),
  );
  const name = greetingName(user);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <section
        aria-labelledby="greeting"
        className="relative overflow-hidden rounded-2xl border bg-gradient-to-br from-primary/15 via-accent to-background p-6 sm:p-8"
      >
        <p className="text-sm font-medium text-muted-foreground">{today}</p>
        <h1 id="greeting" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
          {name ? `${greeting(hour)}, ${name}` : greeting(hour)}
        </h1>
        <p className="mt-3 flex items-center gap-2 text-base text-foreground/80">
          <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
          {ALL_CAUGHT_UP}
        </p>
        <CalendarHeart
          className="pointer-events-none absolute -right-4 -bottom-6 size-36 text-primary/10"
          aria-hidden="true"
        />
      </section>

      <section aria-labelledby="shortcuts">
        <h2 id="shortcuts" className="mb-4 text-lg font-semibold">
          Jump back in
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_LINKS.map(({ href, title, description, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="group block h-full rounded-xl">
                <Card className="h-full gap-3 transition-shadow group-hover:shadow-md">
                  <CardHeader>
                    <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <CardTitle>{title}</CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                  <CardContent />
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
