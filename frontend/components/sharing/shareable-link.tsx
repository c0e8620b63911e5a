"use client";

import { useRef, useState } from "react";
import { Copy, RefreshCw } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { saveWithFeedback, type ToastText } from "@/lib/forms";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

/** The toast when the clipboard refuses the link; the link is selected instead. */
export const COPY_LINK_FAILED: Required<ToastText> = {
  title: "Couldn't copy the link",
  description: "The link is selected: copy it with your keyboard.",
};

/** What Copy says: when it copied, and when the clipboard refused (the text is selected instead). */
export interface CopyToasts {
  copied: ToastText;
  failed: Required<ToastText>;
}

/** Copy's toasts for a link (the default). */
export const COPY_LINK_TOASTS: CopyToasts = { copied: { title: "Link copied" }, failed: COPY_LINK_FAILED };

/** The toast when a new link could not be made; the old one still works. */
export const ROTATE_LINK_FAILED: Required<ToastText> = {
  title: "Error",
  description: "Failed to get a new link. Please try again.",
};

/** Replacing a link: `rotate` makes the new one, after `rotateQuestion`; `rotated` is the toast. */
export interface RotateLink {
  rotate: () => Promise<unknown>;
  rotateQuestion: { title: string; description: string };
  rotated: ToastText;
}

/**
 * A secret link anyone who has it can use (the calendar feed, a public
 * wishlist): shown read-only, with Copy and 'Get a new link'. A new link
 * breaks the old one, so it asks first (`rotateQuestion`); `rotate` makes
 * the new link and puts it in the cache, `rotated` is the toast after it.
 * Without `rotate` (someone who may share the link but not replace it)
 * there is only Copy (`copyLabel` words its button). A secret that is not
 * a link (an access token) says so in Copy's toasts (`copyToasts`).
 */
export function ShareableLink({
  url,
  label,
  copyLabel = "Copy",
  copyToasts = COPY_LINK_TOASTS,
  rotate,
  rotateQuestion,
  rotated,
}: {
  url: string;
  /** The read-only field's accessible name. */
  label: string;
  copyLabel?: string;
  copyToasts?: CopyToasts;
} & (RotateLink | { rotate?: undefined; rotateQuestion?: undefined; rotated?: undefined })) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast(copyToasts.copied);
    } catch {
      inputRef.current?.select();
      toast({ ...copyToasts.failed, variant: "destructive" });
    }
  }

  /** Resolves to false after a failure (reported), so the question stays open for a retry. */
  function getNewLink() {
    if (!rotate) return true;
    return saveWithFeedback({
      save: rotate,
      success: rotated,
      failureTitle: ROTATE_LINK_FAILED.title,
      failure: ROTATE_LINK_FAILED.description,
    });
  }

  return (
    <>
      <FormField label={label} labelClassName="sr-only">
        {(props) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...props}
              ref={inputRef}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs sm:text-xs"
            />
            <div className="flex gap-2">
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                {copyLabel}
              </Button>
              {rotate ? (
                <Button type="button" variant="ghost" onClick={() => setConfirmOpen(true)}>
                  <RefreshCw aria-hidden="true" />
                  Get a new link
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </FormField>
      {rotateQuestion ? (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={rotateQuestion.title}
          description={rotateQuestion.description}
          confirmLabel="Get a new link"
          onConfirm={getNewLink}
        />
      ) : null}
    </>
  );
}
