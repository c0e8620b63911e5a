"use client";

import { useState } from "react";
import { AlertCircle } from "lucide-react";
import { Controller, FormProvider, useFormContext } from "react-hook-form";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { PriceWatch } from "@/components/prices/price-watch";
import { StarInput } from "@/components/wishlist/star-rating";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormSelect } from "@/components/ui/form-select";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
import { addListItem } from "@/hooks/use-lists";
import { createWishlistItem, updateWishlistItem, useRevalidateWishlist } from "@/hooks/use-wishlist";
import { isValidUrl } from "@/lib/contacts";
import { DEFAULT_RANKING, DESCRIPTION_MAX, NAME_MAX, PRIORITIES } from "@/lib/domain-rules";
import { changedFields, createOrUpdate, withoutEmpty } from "@/lib/forms";
import { DESCRIPTION_TOO_LONG, INVALID_URL, ITEM_NAME_REQUIRED, NAME_TOO_LONG } from "@/lib/messages";
import {
  CATEGORY_SUGGESTIONS,
  DEFAULT_PRIORITY,
  MIN_QUANTITY,
  normalizeQuantity,
  normalizeRanking,
  PRIORITY_OPTIONS,
  type AnyWishlistItem,
  type WishlistItem,
  type WishlistItemChanges,
  type WishlistItemInput,
  type WishlistPrefill,
} from "@/lib/wishlist";

/** An optional link: empty, or an absolute http(s) URL as the server checks it. */
const optionalUrl = z
  .string()
  .trim()
  .refine((v) => v === "" || isValidUrl(v), INVALID_URL);

/** The item form's fields (a group list's item form extends it). */
export const wishlistItemSchema = z.object({
  name: z.string().trim().min(1, ITEM_NAME_REQUIRED).max(NAME_MAX, NAME_TOO_LONG),
  description: z.string().trim().max(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG),
  price: z.string().trim(),
  url: optionalUrl,
  category: z.string().trim(),
  priority: z.enum(PRIORITIES),
  ranking: z.number(),
  quantity: z.string(),
  whereToBuy: z.string().trim(),
  imageUrl: optionalUrl,
});

const schema = wishlistItemSchema;

export type WishlistFormInput = z.input<typeof wishlistItemSchema>;
type FormValues = WishlistFormInput;
export type WishlistFormValues = z.output<typeof wishlistItemSchema>;

/** The form of a new item (`prefill` from a parsed link or a search result) or of `item`. */
export function wishlistFormValues(item?: AnyWishlistItem, prefill?: WishlistPrefill): WishlistFormInput {
  return item ? itemValues(item) : initialValues(prefill);
}

function initialValues(prefill?: WishlistPrefill): FormValues {
  return {
    name: prefill?.name ?? "",
    description: prefill?.description ?? "",
    price: prefill?.price ?? "",
    url: prefill?.url ?? "",
    category: prefill?.category ?? "",
    priority: DEFAULT_PRIORITY,
    ranking: DEFAULT_RANKING,
    quantity: "1",
    whereToBuy: prefill?.whereToBuy ?? "",
    imageUrl: prefill?.imageUrl ?? "",
  };
}

/** The form as an existing item fills it (the quantity as the input's text). */
function itemValues(item: AnyWishlistItem): FormValues {
  return {
    name: item.name,
    description: item.description ?? "",
    price: item.price ?? "",
    url: item.url ?? "",
    category: item.category ?? "",
    priority: item.priority,
    ranking: item.ranking,
    quantity: String(item.quantity),
    whereToBuy: item.whereToBuy ?? "",
    imageUrl: item.imageUrl ?? "",
  };
}

/**
 * Every field of an item as the API takes it: null for an empty optional
 * one, the quantity falling back to 1 when below it, the ranking within 1-5.
 */
function toFields(values: WishlistFormValues): Pick<AnyWishlistItem, ItemDetail | "priority" | "ranking" | "quantity"> {
  return {
    ...toDetailFields(values),
    priority: values.priority,
    ranking: normalizeRanking(values.ranking),
    quantity: normalizeQuantity(values.quantity),
  };
}

/** An item's details as the API takes them (null for an empty optional one): what a friend with the editing right sends. */
export function toDetailFields(values: Pick<WishlistFormValues, ItemDetail>) {
  return {
    name: values.name,
    description: values.description || null,
    price: values.price || null,
    url: values.url || null,
    category: values.category || null,
    whereToBuy: values.whereToBuy || null,
    imageUrl: values.imageUrl || null,
  };
}

/** The fields of an item a friend with the editing right may change (`domain::sharing::friend_may_edit_item`). */
export type ItemDetail = "name" | "description" | "price" | "url" | "category" | "whereToBuy" | "imageUrl";

/** The body of `POST /api/wishlist`: empty optional fields are dropped. */
export function toWishlistPayload(values: WishlistFormValues): WishlistItemInput {
  return withoutEmpty(toFields(values));
}

/** The body of `PATCH /api/wishlist/{id}`: the fields that changed, null for a cleared optional one. */
export function toWishlistUpdatePayload(values: WishlistFormValues, original: AnyWishlistItem): WishlistItemChanges {
  return changedFields(toFields(values), original);
}

export const OWN_SURPRISE_LABEL = "My own surprise";

/** The own-surprise switch's words, for a list kept for `name`. */
export function ownSurpriseText(name: string): string {
  return `The other guardians won't see who claims it, and ${name} won't see it if they get an account.`;
}

/**
 * Add to Wishlist dialog; with `item` it edits that item instead (and
 * `prefill` is ignored), and an item with a link gets its prices and my
 * watch of them under the form. `prefill` (a parsed link or a chosen
 * search result) fills the add form; `lookupError` (a link or page that
 * could not be read) says why above it, the form then holding what is
 * known. `onAdded` runs once a new item is saved, just before
 * the dialog closes (so a close without it is a cancel), in place of the
 * "added" toast: its caller confirms the item itself. A new item goes on
 * my main wishlist, or with `listId` on that list of mine. On a list I
 * keep for someone (`dependantName`, theirs), a new item may be my own
 * surprise for them: its claims hidden from their other guardians.
 * `aside` goes under a new item's form: another way to keep it (the
 * capture page's Save as an idea, for someone else).
 */
export function WishlistItemDialog({
  prefill,
  lookupError,
  item,
  onAdded,
  listId,
  dependantName,
  aside,
  ...dialog
}: DialogOpenProps & {
  prefill?: WishlistPrefill;
  lookupError?: string | null;
  item?: WishlistItem;
  onAdded?: () => void;
  listId?: number;
  dependantName?: string;
  aside?: React.ReactNode;
}) {
  const editing = !!item;
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={editing ? "Edit Item" : "Add to Wishlist"}
      description={
        editing
          ? "Update the details of this wish."
          : "Save something you'd love to receive, so your circle knows what to get you."
      }
    >
      {!editing && lookupError ? (
        <Alert variant="destructive" data-testid="lookup-error">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{lookupError}</AlertDescription>
        </Alert>
      ) : null}
      <WishlistItemForm
        prefill={prefill}
        item={item}
        onAdded={onAdded}
        listId={listId}
        dependantName={dependantName}
        onDone={() => dialog.onOpenChange(false)}
      />
      {editing ? null : aside}
      {/* Outside the item's form: the watch has its own Save. */}
      {item?.url ? <PriceWatch item={{ itemId: item.id }} className="border-t pt-4" /> : null}
    </FormDialog>
  );
}

function WishlistItemForm({
  prefill,
  item,
  onAdded,
  listId,
  dependantName,
  onDone,
}: {
  prefill?: WishlistPrefill;
  item?: WishlistItem;
  onAdded?: () => void;
  listId?: number;
  dependantName?: string;
  onDone: () => void;
}) {
  const revalidate = useRevalidateWishlist();
  // Only a new item on a list kept for someone may be my own surprise.
  const surpriseAllowed = !item && listId !== undefined && dependantName !== undefined;
  const [ownSurprise, setOwnSurprise] = useState(false);
  const { form, dialogForm } = useDialogForm({
    schema,
    defaultValues: wishlistFormValues(item, prefill),
    onDone,
    save: (values) => ({
      save: async () => {
        const sent = await createOrUpdate(item, {
          create: () =>
            listId === undefined
              ? createWishlistItem(toWishlistPayload(values))
              : addListItem(listId, {
                  ...toWishlistPayload(values),
                  ...(surpriseAllowed && ownSurprise ? { ownSurprise: true } : {}),
                }),
          changes: (original) => toWishlistUpdatePayload(values, original),
          update: updateWishlistItem,
        });
        // An edit refreshes the list before the toast; a new item only after closing (in `onSaved`).
        if (sent && item) await revalidate();
      },
      success: item ? { title: "Item updated!" } : onAdded ? undefined : { title: "Item added to your wishlist!" },
      failure: item ? "Failed to update item." : "Failed to add item to wishlist.",
      onSaved: item
        ? onDone
        : async () => {
            onAdded?.();
            onDone();
            await revalidate();
          },
    }),
  });

  return (
    <FormProvider {...form}>
      <DialogForm
        {...dialogForm}
        submitLabel={item ? "Save Changes" : "Add to Wishlist"}
        submittingLabel={item ? "Saving..." : "Adding..."}
      >
        <WishlistItemFields />
        {surpriseAllowed ? (
          <SwitchField
            label={OWN_SURPRISE_LABEL}
            description={ownSurpriseText(dependantName)}
            checked={ownSurprise}
            onCheckedChange={setOwnSurprise}
            disabled={dialogForm.submitting}
          />
        ) : null}
      </DialogForm>
    </FormProvider>
  );
}

/**
 * The item's fields (name, description, price, category, link, priority,
 * quantity, ranking, where to buy, image), inside a form holding
 * `WishlistFormInput` (a FormProvider around it). `detailsOnly` leaves out
 * priority, quantity and ranking: the owner's own, which a friend with the
 * editing right does not change.
 */
export function WishlistItemFields({ detailsOnly = false }: { detailsOnly?: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WishlistFormInput>();
  return (
    <>
      <FormField label="Name" error={errors.name?.message}>
        <Input placeholder="e.g. Pour-over coffee set" autoComplete="off" {...register("name")} />
      </FormField>

      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} placeholder="Colour, size, model..." {...register("description")} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Price" error={errors.price?.message} className="content-start">
          <Input placeholder="$24.99" autoComplete="off" {...register("price")} />
        </FormField>
        <FormField label="Category" error={errors.category?.message} className="content-start">
          {(props) => (
            <>
              <Input
                {...props}
                list={`${props.id}-suggestions`}
                placeholder="e.g. Kitchen"
                autoComplete="off"
                {...register("category")}
              />
              <datalist id={`${props.id}-suggestions`}>
                {CATEGORY_SUGGESTIONS.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>

      <FormField label="Link" error={errors.url?.message}>
        <Input type="url" placeholder="https://..." autoComplete="off" {...register("url")} />
      </FormField>

      {detailsOnly ? null : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelect
              control={control}
              name="priority"
              label="Priority"
              className="content-start"
              options={PRIORITY_OPTIONS}
            />
            <FormField label="Quantity" error={errors.quantity?.message} className="content-start">
              <Input type="number" min={MIN_QUANTITY} step={1} inputMode="numeric" {...register("quantity")} />
            </FormField>
          </div>

          <Controller
            control={control}
            name="ranking"
            render={({ field }) => (
              <FormField label="Ranking" group error={errors.ranking?.message}>
                {(props) => <StarInput {...props} value={field.value} onChange={field.onChange} />}
              </FormField>
            )}
          />
        </>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Where to buy" error={errors.whereToBuy?.message} className="content-start">
          <Input placeholder="e.g. Target" autoComplete="off" {...register("whereToBuy")} />
        </FormField>
        <FormField label="Image URL" error={errors.imageUrl?.message} className="content-start">
          <Input type="url" placeholder="https://..." autoComplete="off" {...register("imageUrl")} />
        </FormField>
      </div>
    </>
  );
}
