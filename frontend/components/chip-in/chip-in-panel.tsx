"use client";

import { useId, useState } from "react";
import { Ban, HandCoins, Pencil, ShoppingBag, Undo2 } from "lucide-react";

import { ChipInProgress, ChipInSection } from "@/components/chip-in/chip-in-progress";
import { organiserText } from "@/components/exchanges/exchange-text";
import { lazyDialog } from "@/components/lazy-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useWhichDialog } from "@/hooks/use-which-dialog";
import {
  boughtByText,
  CANCEL_CHIP_IN,
  CANCEL_CHIP_IN_TEXT,
  CANCEL_CHIP_IN_TITLE,
  cancelChipIn,
  CHANGE_PLEDGE,
  CHANGE_TARGET,
  CHIP_IN_FAILED,
  chipInOf,
  EQUAL_SHARE,
  EQUAL_SHARE_HINT,
  isPledgeAmount,
  KEEP_CHIPPING_IN,
  MARK_BOUGHT,
  markChipInBought,
  mayStartChipIn,
  mostText,
  MY_PLEDGE,
  myPledge,
  NOTHING_LEFT_TO_PLEDGE,
  PAID,
  PLEDGE,
  pledgedText,
  pledgeTo,
  setPledgePaid,
  START_CHIP_IN,
  START_CHIP_IN_HINT,
  TARGET_REACHED,
  WITHDRAW_PLEDGE,
  withdrawPledge,
  type ChipIn,
  type GivingItem,
  type Pledge,
} from "@/lib/chip-in";
import { hasClaims, isStaleClaimError, type ClaimFields } from "@/lib/claims";
import { saveWithFeedback, type ToastText } from "@/lib/forms";
import { CHIP_IN_NOT_REACHED, PLEDGE_AMOUNT_INVALID, PLEDGE_PAID } from "@/lib/messages";
import { centsToAmount, formatMoney } from "@/lib/money";

// Dialogs load when first opened, not with the page.
const StartChipInDialog = lazyDialog(() =>
  import("@/components/chip-in/chip-in-dialogs").then((module) => module.StartChipInDialog),
);
const ChangeTargetDialog = lazyDialog(() =>
  import("@/components/chip-in/chip-in-dialogs").then((module) => module.ChangeTargetDialog),
);
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

export interface ChipInPanelProps {
  /** The item as the API answered me: without `claims` I am its recipient, and nothing shows. */
  item: ClaimFields & { quantity: number };
  giving: GivingItem;
  itemName: string;
  /** Claims are closed (the reveal came): how far it got, who paid, no changes. */
  closed: boolean;
  /** After every change (and a refusal that says the item moved): reload the page's items. */
  onChanged?: () => unknown;
}

/**
 * "Chip in", inside a giver's claim box: the item's shared purchase (how
 * far the pledges are, who organises it, each pledge, my own pledge, and
 * for the organiser who paid, the target, Mark bought and Cancel), or,
 * while nobody chips in and a unit is left, "Chip in with others". Renders
 * nothing for the item's recipient (no `claims`), nor when there is
 * nothing to show.
 */
export function ChipInPanel({ item, giving, itemName, closed, onChanged }: ChipInPanelProps) {
  if (!hasClaims(item)) return null;
  const chipIn = chipInOf(item.claims);
  if (chipIn) {
    return (
      <ChipInSection itemName={itemName}>
        <SharedPurchase chipIn={chipIn} itemId={giving.id} itemName={itemName} closed={closed} onChanged={onChanged} />
      </ChipInSection>
    );
  }
  if (!mayStartChipIn(item, closed)) return null;
  return (
    <ChipInSection itemName={itemName}>
      <StartChipIn giving={giving} itemName={itemName} onChanged={onChanged} />
    </ChipInSection>
  );
}

function StartChipIn({
  giving,
  itemName,
  onChanged,
}: {
  giving: GivingItem;
  itemName: string;
  onChanged?: () => unknown;
}) {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  return (
    <>
      <p id={hintId} className="text-xs text-muted-foreground">
        {START_CHIP_IN_HINT}
      </p>
      <Button
        size="sm"
        variant="outline"
        className="w-fit"
        aria-label={`${START_CHIP_IN} (${itemName})`}
        aria-describedby={hintId}
        onClick={() => setOpen(true)}
      >
        <HandCoins aria-hidden="true" />
        {START_CHIP_IN}
      </Button>
      <StartChipInDialog open={open} onOpenChange={setOpen} item={giving} itemName={itemName} onChanged={onChanged} />
    </>
  );
}

/**
 * Runs a change with its toast; after it (or a refusal saying the item
 * moved) the page reloads. With `onFieldError`, a 400's message for the
 * amount goes under the field (and the toast says what failed); without,
 * the toast says the server's reason.
 */
function useChipInChange(onChanged?: () => unknown) {
  const [busy, setBusy] = useState(false);
  async function run(
    save: () => Promise<unknown>,
    success: ToastText,
    onFieldError?: (message: string | undefined) => void,
  ): Promise<boolean> {
    setBusy(true);
    const saved = await saveWithFeedback<{ amount: string }>({
      save: async () => {
        try {
          return await save();
        } catch (error) {
          if (isStaleClaimError(error)) void onChanged?.();
          throw error;
        }
      },
      success,
      failure: CHIP_IN_FAILED,
      preferServerMessage: !onFieldError,
      fieldNames: onFieldError ? ["amount"] : undefined,
      setError: onFieldError ? (_field, error) => onFieldError(error.message) : undefined,
      onSaved: async () => {
        await onChanged?.();
      },
    });
    setBusy(false);
    return saved;
  }
  return { busy, run };
}

type Run = ReturnType<typeof useChipInChange>["run"];

function SharedPurchase({
  chipIn,
  itemId,
  itemName,
  closed,
  onChanged,
}: {
  chipIn: ChipIn;
  itemId: number;
  itemName: string;
  closed: boolean;
  onChanged?: () => unknown;
}) {
  const { busy, run } = useChipInChange(onChanged);
  const organiser = chipIn.organiserIsMe;
  const open = !closed && !chipIn.bought;
  return (
    <>
      {chipIn.bought ? (
        <p className="flex items-center gap-1.5 font-medium" data-testid="chip-in-bought">
          <ShoppingBag className="size-4 text-primary" aria-hidden="true" />
          {boughtByText(chipIn.organiserName)}
        </p>
      ) : null}
      <ChipInProgress chipIn={chipIn} text={pledgedText(chipIn)} />
      <p className="text-xs text-muted-foreground" data-testid="chip-in-organiser">
        {organiserText(chipIn.organiserName, organiser)}
        {chipIn.reached && !chipIn.bought ? ` · ${TARGET_REACHED}` : null}
      </p>
      {chipIn.pledges.length > 0 ? (
        <ul className="grid gap-1.5" aria-label="Pledges">
          {chipIn.pledges.map((pledge) => (
            <PledgeRow
              key={pledge.id}
              pledge={pledge}
              currency={chipIn.currency}
              organiser={organiser}
              busy={busy}
              onPaid={(paid) =>
                run(() => setPledgePaid(itemId, pledge.id, paid), {
                  title: paid ? "Marked paid" : "Marked not paid",
                  description: `${pledge.giverName}'s pledge for ${itemName}.`,
                })
              }
            />
          ))}
        </ul>
      ) : null}
      {open ? <MyPledgeForm chipIn={chipIn} itemId={itemId} itemName={itemName} busy={busy} run={run} /> : null}
      {open && organiser ? (
        <OrganiserActions chipIn={chipIn} itemId={itemId} itemName={itemName} busy={busy} run={run} onChanged={onChanged} />
      ) : null}
    </>
  );
}

function PledgeRow({
  pledge,
  currency,
  organiser,
  busy,
  onPaid,
}: {
  pledge: Pledge;
  currency: string;
  organiser: boolean;
  busy: boolean;
  onPaid: (paid: boolean) => unknown;
}) {
  const paidId = useId();
  return (
    <li data-testid="pledge" className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium break-words">{pledge.giverName}</span>
      {pledge.mine ? <span className="text-muted-foreground">(you)</span> : null}
      {pledge.guest ? (
        <Badge variant="outline" title="Pledged on the public link">
          Guest
        </Badge>
      ) : null}
      <span className="tabular-nums">{formatMoney(pledge.amountCents, currency)}</span>
      {pledge.equalShare ? <span className="text-xs text-muted-foreground">({EQUAL_SHARE})</span> : null}
      {organiser ? (
        <span className="ml-auto inline-flex items-center gap-1.5">
          <Checkbox
            id={paidId}
            checked={pledge.paid}
            disabled={busy}
            aria-label={`${PAID}: ${pledge.giverName}`}
            onCheckedChange={(checked) => void onPaid(checked === true)}
          />
          <label htmlFor={paidId} className="text-xs">
            {PAID}
          </label>
        </span>
      ) : pledge.paid ? (
        <Badge variant="outline" className="border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100">
          {PAID}
        </Badge>
      ) : null}
    </li>
  );
}

/** My pledge: an amount, or empty for an equal share; Pledge, or Change my pledge and Withdraw my pledge. */
function MyPledgeForm({
  chipIn,
  itemId,
  itemName,
  busy,
  run,
}: {
  chipIn: ChipIn;
  itemId: number;
  itemName: string;
  busy: boolean;
  run: Run;
}) {
  const mine = myPledge(chipIn);
  const [amount, setAmount] = useState(mine && !mine.equalShare ? centsToAmount(mine.amountCents) : "");
  const [error, setError] = useState<string | undefined>(undefined);
  const paidReasonId = useId();
  if (!mine && chipIn.mostIMayPledgeCents <= 0) {
    return <p className="text-xs text-muted-foreground">{NOTHING_LEFT_TO_PLEDGE}</p>;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPledgeAmount(amount)) {
      setError(PLEDGE_AMOUNT_INVALID);
      return;
    }
    setError(undefined);
    await run(
      () => pledgeTo(itemId, amount),
      { title: mine ? "Pledge changed" : "Pledged", description: `Your part of ${itemName} is saved.` },
      setError,
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-2">
      <FormField
        label={MY_PLEDGE}
        description={`${EQUAL_SHARE_HINT} ${mostText(chipIn.mostIMayPledgeCents, chipIn.currency)}`}
        error={error}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={busy || mine?.paid}
          placeholder={EQUAL_SHARE}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={busy || mine?.paid}
          aria-label={`${mine ? CHANGE_PLEDGE : PLEDGE} (${itemName})`}
        >
          <HandCoins aria-hidden="true" />
          {mine ? CHANGE_PLEDGE : PLEDGE}
        </Button>
        {mine ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="text-muted-foreground hover:text-destructive"
            disabled={busy || mine.paid}
            aria-label={`${WITHDRAW_PLEDGE} (${itemName})`}
            aria-describedby={mine.paid ? paidReasonId : undefined}
            onClick={() =>
              void run(() => withdrawPledge(itemId), {
                title: "Pledge withdrawn",
                description: `You no longer chip in for ${itemName}.`,
              }).then((saved) => saved && setAmount(""))
            }
          >
            <Undo2 aria-hidden="true" />
            {WITHDRAW_PLEDGE}
          </Button>
        ) : null}
      </div>
      {mine?.paid ? (
        <p id={paidReasonId} className="text-xs text-muted-foreground">
          {PLEDGE_PAID}
        </p>
      ) : null}
    </form>
  );
}

/** The organiser's Change target, Mark bought (once reached, else why not) and Cancel chipping in. */
function OrganiserActions({
  chipIn,
  itemId,
  itemName,
  busy,
  run,
  onChanged,
}: {
  chipIn: ChipIn;
  itemId: number;
  itemName: string;
  busy: boolean;
  run: Run;
  onChanged?: () => unknown;
}) {
  const { show, dialog } = useWhichDialog<"target" | "cancel">();
  const notReachedId = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`${CHANGE_TARGET} (${itemName})`}
          onClick={() => show("target")}
        >
          <Pencil aria-hidden="true" />
          {CHANGE_TARGET}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !chipIn.reached}
          aria-label={`${MARK_BOUGHT} (${itemName})`}
          aria-describedby={chipIn.reached ? undefined : notReachedId}
          onClick={() =>
            void run(() => markChipInBought(itemId), {
              title: "Marked bought",
              description: `Everyone who chipped in for ${itemName} is told.`,
            })
          }
        >
          <ShoppingBag aria-hidden="true" />
          {MARK_BOUGHT}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-muted-foreground hover:text-destructive"
          disabled={busy}
          aria-label={`${CANCEL_CHIP_IN} (${itemName})`}
          onClick={() => show("cancel")}
        >
          <Ban aria-hidden="true" />
          {CANCEL_CHIP_IN}
        </Button>
      </div>
      {chipIn.reached ? null : (
        <p id={notReachedId} className="text-xs text-muted-foreground">
          {CHIP_IN_NOT_REACHED}
        </p>
      )}
      <ChangeTargetDialog {...dialog("target")} chipIn={chipIn} itemId={itemId} itemName={itemName} onChanged={onChanged} />
      <ConfirmDialog
        {...dialog("cancel")}
        title={CANCEL_CHIP_IN_TITLE}
        description={CANCEL_CHIP_IN_TEXT}
        confirmLabel={CANCEL_CHIP_IN}
        cancelLabel={KEEP_CHIPPING_IN}
        destructive
        onConfirm={() =>
          run(() => cancelChipIn(itemId), {
            title: "Chipping in cancelled",
            description: `Every pledge for ${itemName} is returned.`,
          })
        }
      />
    </div>
  );
}
