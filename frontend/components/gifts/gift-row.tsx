"use client";

import { useState } from "react";
import { CalendarDays, ExternalLink, Pencil, Store, Trash2, Wallet, type LucideIcon } from "lucide-react";

import { CardAction } from "@/components/card-action";
import {
  THANK_YOU_SENT,
  deleteGiftLabel,
  editGiftLabel,
  occasionText,
  statusLabel,
} from "@/components/gifts/gift-text";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { updateGift, useRevalidatePeople, type Gift } from "@/hooks/use-gifts";
import { saveWithFeedback } from "@/lib/forms";
import { formatAmount } from "@/lib/money";

/**
 * One gift on a person's page: its name (a link to it when it has one),
 * price, occasion and day, where, notes, then Edit and Delete. A gift I
 * give shows its status (`withStatus`); one I received, whether I sent my
 * thanks (`withThankYou`), which is ticked here.
 */
export function GiftRow({
  gift,
  withStatus = false,
  withThankYou = false,
  onEdit,
  onDelete,
}: {
  gift: Gift;
  withStatus?: boolean;
  withThankYou?: boolean;
  onEdit: (gift: Gift) => void;
  onDelete: (gift: Gift) => void;
}) {
  const price = formatAmount(gift.price, gift.currency);
  const occasion = occasionText(gift.occasion, gift.occasionDate);
  return (
    <li aria-label={gift.name} className="flex items-start gap-3 rounded-lg border bg-card p-3 shadow-xs">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-medium break-words">
            {gift.link ? (
              <a
                href={gift.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
              >
                {gift.name}
                <ExternalLink className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </a>
            ) : (
              gift.name
            )}
          </p>
          {withStatus ? (
            <Badge variant="secondary" data-testid="gift-status">
              {statusLabel(gift.status)}
            </Badge>
          ) : null}
        </div>
        {price || occasion || gift.shop ? (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {price ? (
              <Detail icon={Wallet} term="Price" testId="gift-price">
                {price}
              </Detail>
            ) : null}
            {occasion ? (
              <Detail icon={CalendarDays} term="Occasion" testId="gift-occasion">
                {occasion}
              </Detail>
            ) : null}
            {gift.shop ? (
              <Detail icon={Store} term="Where" testId="gift-shop">
                {gift.shop}
              </Detail>
            ) : null}
          </dl>
        ) : null}
        {gift.notes ? <p className="text-sm break-words whitespace-pre-line">{gift.notes}</p> : null}
        {withThankYou ? <ThankYouCheckbox gift={gift} /> : null}
      </div>
      <div className="-mt-1 -mr-1 flex shrink-0">
        <CardAction icon={Pencil} label={editGiftLabel(gift.name)} onClick={() => onEdit(gift)} />
        <CardAction icon={Trash2} label={deleteGiftLabel(gift.name)} destructive onClick={() => onDelete(gift)} />
      </div>
    </li>
  );
}

/** One fact of a gift: its icon (named `term` for screen readers), then the value. */
function Detail({
  icon: Icon,
  term,
  testId,
  children,
}: {
  icon: LucideIcon;
  term: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt>
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Whether I thanked them for one received: saved as soon as it is ticked.
 * The tick shows at once and stays while it saves; a failure puts it back
 * (and says so). No toast on success: the box is the answer.
 */
function ThankYouCheckbox({ gift }: { gift: Gift }) {
  const revalidate = useRevalidatePeople();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? gift.thankYouSent;
  const id = `thank-you-${gift.id}`;

  async function toggle(next: boolean) {
    setPending(next);
    await saveWithFeedback({
      save: () => updateGift(gift.id, { thankYouSent: next }),
      failure: "Failed to save the thank-you. Please try again.",
      onSaved: () => revalidate(),
    });
    setPending(null);
  }

  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        disabled={pending !== null}
        onCheckedChange={(value) => void toggle(value === true)}
      />
      <Label htmlFor={id} className="font-normal">
        {THANK_YOU_SENT}
      </Label>
    </div>
  );
}
