"use client";

import { useEffect, useRef } from "react";
import { BookmarkPlus, MousePointerClick, Smartphone } from "lucide-react";

import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { bookmarkletCode } from "@/lib/capture";
import { cn } from "@/lib/utils";

export const PRESENTLY_BUTTON_TEXT =
  "Drag this button to your bookmarks bar. On any shop's product page, click it: Presently opens with the product filled in. It reads the page you already have open, so robot checks don't get in the way.";
export const PRESENTLY_BUTTON_HINT = "Drag the button to your bookmarks bar, then click it on a shop's page.";
export const SHARE_FROM_PHONE_TEXT = "On your phone: install Presently, then share a product link to it.";

/**
 * "The Presently button": a bookmarklet to drag to the bookmarks bar (see
 * `bookmarkletCode`), which brings any shop's product page to /capture.
 * Clicked here, on Presently, it only says how it is used.
 */
export function PresentlyButtonCard() {
  const link = useRef<HTMLAnchorElement>(null);

  // React refuses a javascript: href in JSX; the bookmarklet is set on the element itself.
  useEffect(() => {
    link.current?.setAttribute("href", bookmarkletCode(window.location.origin));
  }, []);

  return (
    <section aria-labelledby="presently-button-title" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <MousePointerClick className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 id="presently-button-title" className="font-semibold">
            The Presently button
          </h2>
          <p className="text-sm text-muted-foreground">{PRESENTLY_BUTTON_TEXT}</p>
        </div>
      </div>
      <a
        ref={link}
        data-testid="presently-button"
        className={cn(buttonVariants(), "w-fit cursor-grab active:cursor-grabbing")}
        onClick={(event) => {
          event.preventDefault();
          toast({ title: PRESENTLY_BUTTON_HINT });
        }}
      >
        <BookmarkPlus aria-hidden="true" />
        Add to Presently
      </a>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Smartphone className="size-4 shrink-0" aria-hidden="true" />
        {SHARE_FROM_PHONE_TEXT}
      </p>
    </section>
  );
}
