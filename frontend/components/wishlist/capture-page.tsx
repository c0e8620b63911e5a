"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { AlertCircle, CheckCircle2, Gift, Lightbulb, Loader2, MousePointerClick, Undo2 } from "lucide-react";

import { giftsLinkLabel, SAVE_AS_IDEA, savedAsIdeaTitle } from "@/components/gifts/gift-text";
import { LazySaveIdeaDialog } from "@/components/gifts/save-idea-button";
import type { SavedIdea } from "@/components/gifts/save-idea-dialog";
import { lazyComponent } from "@/components/lazy-component";
import { lazyDialog } from "@/components/lazy-dialog";
import {
  GO_TO_YOUR_WISHLIST,
  importedInto,
  importedText,
  OPEN_THE_LIST,
  SHARED_WISH_LIST_TEXT,
  SHARED_WISH_LIST_TITLE,
  WISH_LIST_READING,
} from "@/components/lists/import-text";
import { myListPath } from "@/components/lists/list-text";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useLocationSearch } from "@/hooks/use-location-search";
import { parseProductPage, parseProductUrl } from "@/hooks/use-products";
import { handleUnauthorized } from "@/lib/auth-redirect";
import {
  CAPTURE_READY,
  CAPTURE_RECEIVED,
  capturedPageTitle,
  FALLBACK_DELAY_MS,
  isAmazonWishList,
  isCapturedPage,
  isWalledPageError,
  isWishListPage,
  linkFromSearch,
  MAX_READY_PINGS,
  READY_INTERVAL_MS,
  titleFromSearch,
  WISH_LIST_MAX_READY_PINGS,
  type CapturedPage,
} from "@/lib/capture";
import { personPath } from "@/lib/gifts";
import { ideaOfItem } from "@/lib/idea-prefill";
import { lookupFailureMessage, prefillFromParsed, type ParsedProduct, type WishlistPrefill } from "@/lib/wishlist";

// The wish list's import loads once a wish list came: most pages that come are products.
const WishListImport = lazyComponent(
  () => import("@/components/lists/wish-list-import").then((module) => module.WishListImport),
  () => <Skeleton className="h-64 w-full rounded-2xl" />,
);

// Dialogs load when first opened, not with the page.
const WishlistItemDialog = lazyDialog(() =>
  import("@/components/wishlist/wishlist-item-dialog").then((module) => module.WishlistItemDialog),
);

export const CAPTURE_PAGE_TITLE = "Add to wishlist";
export const CAPTURE_PAGE_TEXT = "Save a product from any shop to your wishlist, or as a gift idea for someone.";
export const READING_TEXT = "Reading the product page…";
/** A failed lookup without a message of the server's own (the connection dropped). */
export const CAPTURE_FAILED = "Presently couldn't read this product page. Fill in the item by hand.";
/** Under the Add to Wishlist form: the way to keep it for someone else instead. */
export const FOR_SOMEONE_ELSE = "For someone else?";
export const NOT_ADDED_TEXT = "Nothing was saved to your wishlist.";

/** `import`: a wish list came (the Presently button on an Amazon wish list): its items go onto a list. */
type Stage = "reading" | "help" | "form" | "import" | "shared-wish-list";
/** What became of the product: on my wishlist, an idea for someone, or nothing saved. */
type Outcome = "added" | "idea" | "not-added" | null;

/**
 * `/capture`: where the Presently button (in a pop-up, with the shop's
 * page as a message from its opener) and the share target (`?url=`,
 * `?text=`, `?title=`) bring a product. It reads the product, then opens
 * the Add to Wishlist dialog prefilled; a failed read opens the dialog
 * with the link and the name already known (the captured page's title, a
 * share's), and says why above the form. A product for someone else is
 * saved as an idea for them instead (Save as an idea, under the form and
 * once it is closed), nobody chosen.
 *
 * An Amazon wish list (its address in `?url=`, or the page that came) is
 * imported instead: the button scrolls to the end of the list first, so
 * the page waits for it (up to 3 minutes, and no lookup of the link in
 * the meantime), then shows the import's preview for one of my lists.
 */
export function CapturePage() {
  const search = useLocationSearch();
  const [stage, setStage] = useState<Stage>("reading");
  const [prefill, setPrefill] = useState<WishlistPrefill | undefined>(undefined);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [ideaOpen, setIdeaOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [savedIdea, setSavedIdea] = useState<SavedIdea | null>(null);
  const [wishList, setWishList] = useState<CapturedPage | null>(null);
  const [imported, setImported] = useState<{ count: number; listId: number; listName: string } | null>(null);
  // The button was clicked on an Amazon wish list: it scrolls to the end before the page comes.
  // (Only a pop-up has a button to wait for: a shared wish list link is answered with the ways in.)
  const awaitingWishList = search !== null && !!window.opener && isAmazonWishList(linkFromSearch(search));

  useEffect(() => {
    // Before hydration the query is unknown: wait for it.
    if (search === null) return;
    const opener = window.opener as Window | null;
    const wishListExpected = !!opener && isAmazonWishList(linkFromSearch(search));
    let cancelled = false;
    // A page arrived or a lookup started: later messages and the fallback are ignored.
    let started = false;

    /** `knownName(failure)`: the item's name when the read fails, from what came with the link. */
    async function lookUp(
      request: () => Promise<ParsedProduct>,
      link: string,
      knownName: (failure: unknown) => string | undefined,
    ) {
      started = true;
      stopPinging();
      window.clearTimeout(fallback);
      setStage("reading");
      let next: WishlistPrefill;
      let error: string | null = null;
      try {
        const parsed = await request();
        next = prefillFromParsed({ ...parsed, url: parsed?.url || link });
      } catch (failure) {
        // Signed out meanwhile: off to sign in (back here afterwards), nothing else to show.
        if (cancelled || handleUnauthorized(failure)) return;
        next = { url: link, name: knownName(failure) };
        error = lookupFailureMessage(failure, CAPTURE_FAILED);
      }
      if (cancelled) return;
      setPrefill(next);
      setLookupError(error);
      setOutcome(null);
      setStage("form");
      setDialogOpen(true);
    }

    function onMessage(event: MessageEvent) {
      if (started || !opener || event.source !== opener || !isCapturedPage(event.data)) return;
      const { url, html } = event.data;
      try {
        // The receipt ends the button's listening; only the shop page that sent the page hears it.
        (event.source as Window).postMessage({ type: CAPTURE_RECEIVED }, event.origin);
      } catch {
        // An origin postMessage cannot target (an opaque "null"): the button just stays listening.
      }
      if (isWishListPage(event.data)) {
        started = true;
        stopPinging();
        window.clearTimeout(fallback);
        setWishList(event.data);
        setStage("import");
        return;
      }
      // A robot check's or sign-in page's title is the wall's, never the item's name.
      void lookUp(
        () => parseProductPage(url, html),
        url,
        (failure) => (isWalledPageError(failure) ? undefined : capturedPageTitle(html)),
      );
    }

    // "Ready" carries nothing, so any origin may hear it: the page comes back only from the opener.
    let pings = 0;
    function ping() {
      if (!opener || pings >= (wishListExpected ? WISH_LIST_MAX_READY_PINGS : MAX_READY_PINGS)) {
        stopPinging();
        // The wish list never came (its tab closed): say how the page is used; a late page still counts.
        if (wishListExpected && !started) setStage("help");
        return;
      }
      pings += 1;
      opener.postMessage({ type: CAPTURE_READY }, "*");
    }
    const pinger = window.setInterval(ping, READY_INTERVAL_MS);
    function stopPinging() {
      window.clearInterval(pinger);
    }

    // No page in time (a share, a pop-up that lost its opener, a sign-in in between): the link in the query.
    // A wish list's page comes once the button has scrolled to its end: nothing to look up meanwhile.
    const fallback = window.setTimeout(() => {
      if (started || wishListExpected) return;
      const link = linkFromSearch(search);
      // A wish list's link (shared from a phone): the server cannot read one, so say the ways that work.
      if (link && isAmazonWishList(link)) setStage("shared-wish-list");
      else if (link) void lookUp(() => parseProductUrl(link), link, () => titleFromSearch(search));
      // Nothing to read: say how the page is used (a late page from the opener still counts).
      else setStage("help");
    }, FALLBACK_DELAY_MS);

    window.addEventListener("message", onMessage);
    ping();
    return () => {
      cancelled = true;
      stopPinging();
      window.clearTimeout(fallback);
      window.removeEventListener("message", onMessage);
    };
  }, [search]);

  function onDialogOpenChange(open: boolean) {
    setDialogOpen(open);
    // Closed without saving: a cancel.
    if (!open) setOutcome((current) => current ?? "not-added");
  }

  function reopen() {
    setOutcome(null);
    setDialogOpen(true);
  }

  // From the wishlist's form, straight to the idea's: not a cancel, unless the idea's is cancelled too.
  function saveAsIdea() {
    setDialogOpen(false);
    setIdeaOpen(true);
  }

  function onIdeaOpenChange(open: boolean) {
    setIdeaOpen(open);
    if (!open) setOutcome((current) => current ?? "not-added");
  }

  function onIdeaSaved(saved: SavedIdea) {
    setSavedIdea(saved);
    setOutcome("idea");
  }

  const saveAsIdeaButton = (
    <Button variant="outline" onClick={saveAsIdea}>
      <Lightbulb aria-hidden="true" />
      {SAVE_AS_IDEA}
    </Button>
  );

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{CAPTURE_PAGE_TITLE}</h1>
        <p className="mt-1 text-muted-foreground">{CAPTURE_PAGE_TEXT}</p>
        {/* Always there, so a screen reader hears the line come and go. */}
        <div role="status">
          {stage === "reading" ? (
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
              {awaitingWishList ? WISH_LIST_READING : READING_TEXT}
            </p>
          ) : null}
        </div>
      </div>

      {stage === "import" && wishList && !imported ? (
        <WishListImport
          page={wishList}
          onImported={(count, list) => setImported({ count, listId: list.id, listName: list.name })}
        />
      ) : null}
      {stage === "import" && imported ? (
        <OutcomePanel
          icon={CheckCircle2}
          title={importedText(imported.count)}
          description={importedInto(imported.listName)}
          testId="capture-imported"
          link={{ href: myListPath(imported.listId), label: OPEN_THE_LIST }}
        />
      ) : null}

      {stage === "help" ? <CaptureHelp /> : null}
      {stage === "shared-wish-list" ? (
        <OutcomePanel
          icon={AlertCircle}
          title={SHARED_WISH_LIST_TITLE}
          description={SHARED_WISH_LIST_TEXT}
          testId="capture-shared-wish-list"
          link={{ href: "/wishlist", label: GO_TO_YOUR_WISHLIST }}
        />
      ) : null}

      {/* While the dialog is open, the reason is in it, above the form. */}
      {stage === "form" && lookupError && (outcome === null || outcome === "not-added") && !dialogOpen ? (
        <Alert variant="destructive" data-testid="capture-error">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Couldn&apos;t read the product page</AlertTitle>
          <AlertDescription>{lookupError}</AlertDescription>
        </Alert>
      ) : null}

      {stage === "form" && outcome === "added" ? (
        <OutcomePanel icon={CheckCircle2} title="Added to your wishlist" testId="capture-added" />
      ) : null}
      {stage === "form" && outcome === "not-added" ? (
        <OutcomePanel icon={Undo2} title="Not added" description={NOT_ADDED_TEXT} testId="capture-not-added">
          <Button onClick={reopen}>Add it after all</Button>
          {saveAsIdeaButton}
        </OutcomePanel>
      ) : null}
      {stage === "form" && outcome === "idea" && savedIdea ? (
        <OutcomePanel
          icon={Lightbulb}
          title={savedAsIdeaTitle(savedIdea.person.name)}
          description={savedIdea.gift.name}
          testId="capture-idea"
          link={{ href: personPath(savedIdea.person.ref), label: giftsLinkLabel(savedIdea.person.name) }}
        />
      ) : null}

      <WishlistItemDialog
        open={dialogOpen}
        onOpenChange={onDialogOpenChange}
        prefill={prefill}
        lookupError={lookupError}
        onAdded={() => setOutcome("added")}
        aside={
          <div
            className="flex flex-wrap items-center justify-between gap-2 border-t pt-4 text-sm"
            data-testid="capture-idea-aside"
          >
            <span className="text-muted-foreground">{FOR_SOMEONE_ELSE}</span>
            {saveAsIdeaButton}
          </div>
        }
      />
      <LazySaveIdeaDialog
        open={ideaOpen}
        onOpenChange={onIdeaOpenChange}
        idea={ideaOfItem(prefill ?? {})}
        onSaved={onIdeaSaved}
      />
    </div>
  );
}

/**
 * What happened to the product: its heading (focused as it appears, the
 * dialog having just closed), then `children` (first actions), `link`
 * (where it was kept: "View wishlist" unless said) and, in a pop-up,
 * "Close this window".
 */
function OutcomePanel({
  icon: Icon,
  title,
  description,
  testId,
  link = { href: "/wishlist", label: "View wishlist" },
  children,
}: {
  icon: typeof CheckCircle2;
  title: string;
  description?: string;
  testId: string;
  link?: { href: string; label: string };
  children?: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Only a window a script opened can close itself: the Presently button's pop-up.
  const canClose = typeof window !== "undefined" && !!window.opener;
  return (
    <section
      aria-labelledby="capture-outcome"
      data-testid={testId}
      className="flex flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 id="capture-outcome" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h2>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        {children}
        <Button asChild variant={children ? "outline" : "default"}>
          <Link href={link.href}>{link.label}</Link>
        </Button>
        {canClose ? (
          <Button variant="outline" onClick={() => window.close()}>
            Close this window
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** No product came (no page message, no link): how this page is reached. */
function CaptureHelp() {
  return (
    <section
      aria-labelledby="capture-help"
      data-testid="capture-help"
      className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="capture-help" className="text-lg font-semibold">
        Nothing to add yet
      </h2>
      <p className="text-sm text-muted-foreground">This page adds a product from any shop to your wishlist.</p>
      <ul className="grid gap-3 text-sm">
        <li className="flex gap-3">
          <MousePointerClick className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            On a computer: drag the Presently button from your wishlist page to your bookmarks bar, then click it on a
            shop&apos;s product page.
          </span>
        </li>
        <li className="flex gap-3">
          <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>On your phone: install Presently, then share a product link to it.</span>
        </li>
      </ul>
      <Button asChild className="w-fit">
        <Link href="/wishlist">Go to your wishlist</Link>
      </Button>
    </section>
  );
}
