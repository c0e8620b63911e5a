"use client";

import { Heart, MessageCircleHeart, MessagesSquare, ShieldCheck, ShoppingBag, Sparkles } from "lucide-react";

import { ChatLauncher, openChat } from "@/components/assistant/chat-launcher";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { ASSISTANT_NAME } from "@/lib/assistant";

export const EXPLAINERS = [
  {
    icon: MessagesSquare,
    title: "Tell us about them",
    text: "Who it's for, the occasion, your budget and what they love: a sentence or two is enough.",
  },
  {
    icon: Sparkles,
    title: "Ideas with reasons",
    text: "Every idea comes with one line on why it fits, so you can choose with confidence.",
  },
  {
    icon: ShoppingBag,
    title: "Shop from trusted partners",
    text: "Each idea links to a partner's page, ready to order when you are.",
  },
  {
    icon: Heart,
    title: "Save the ones you like",
    text: "Signed in, ideas for you go on your wishlist, and ideas for someone else on a group list for them, never on yours.",
  },
] as const;

export const STEPS = [
  { title: "Start a chat", text: "Press Start Chatting and describe the person and the occasion." },
  { title: "Refine together", text: "Ask for something cheaper, nicer or different; the ideas follow along." },
  { title: "Pick and shop", text: "Open an idea at the partner's shop, or save it to your wishlist." },
] as const;

/**
 * `/ai-gift-ideas` (everyone): what Ask Presently does, how it works, and
 * Start Chatting, which opens the chat panel. Signed in, the app's chrome
 * already shows the chat button; signed out, this page adds it.
 */
export function AiGiftIdeasPage() {
  const { looksSignedIn } = useAuth();

  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-accent),transparent_60%)]"
        />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
          <span className="inline-flex w-fit items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
            {ASSISTANT_NAME}, your gift-idea assistant
          </span>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            AI Gift Ideas that feel <span className="text-primary">personal</span>
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Describe who you&apos;re shopping for and get thoughtful, budget-friendly ideas in seconds, each with the
            reason it fits.
          </p>
          <Button size="lg" onClick={openChat}>
            <MessageCircleHeart aria-hidden="true" />
            Start Chatting
          </Button>
          {looksSignedIn ? null : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              Free to use, no account needed to ask. Sign in to save the ideas you like.
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="explainers-title" className="border-t bg-card/40">
        <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16">
          <h2 id="explainers-title" className="text-center text-3xl font-bold tracking-tight">
            Thoughtful ideas, without the guesswork
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {EXPLAINERS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm" data-testid="explainer-card">
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

      <section aria-labelledby="how-title">
        <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-16">
          <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex flex-col items-center gap-3 text-center" data-testid="how-step">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* The shell keeps the footer's links clear of the button (FLOATING_PAGE_ROOM). */}
      {looksSignedIn ? null : (
        <div data-floating="page">
          <ChatLauncher placement="page" />
        </div>
      )}
    </>
  );
}
