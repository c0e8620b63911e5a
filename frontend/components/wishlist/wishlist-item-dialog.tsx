"use client";

import { useId } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { StarInput } from "@/components/wishlist/star-rating";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { createWishlistItem, updateWishlistItem, useRevalidateWishlist } from "@/hooks/use-wishlist";
import { isValidUrl, MAX_NAME_LENGTH } from "@/lib/contacts";
import { saveWithFeedback } from "@/lib/forms";
import { DESCRIPTION_TOO_LONG, INVALID_URL, ITEM_NAME_REQUIRED, NAME_TOO_LONG } from "@/lib/messages";
import {
  CATEGORY_SUGGESTIONS,
  DEFAULT_PRIORITY,
  DEFAULT_RANKING,
  MAX_DESCRIPTION_LENGTH,
  normalizeQuantity,
  normalizeRanking,
  PRIORITIES,
  type OptionalWishlistField,
  type Priority,
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

const schema = z.object({
  name: z.string().trim().min(1, ITEM_NAME_REQUIRED).max(MAX_NAME_LENGTH, NAME_TOO_LONG),
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH, DESCRIPTION_TOO_LONG),
  price: z.string().trim(),
  url: optionalUrl,
  category: z.string().trim(),
  priority: z.enum(["low", "medium", "high"]),
  ranking: z.number(),
  quantity: z.string(),
  whereToBuy: z.string().trim(),
  imageUrl: optionalUrl,
});

type FormValues = z.input<typeof schema>;
export type WishlistFormValues = z.output<typeof schema>;

const FIELD_NAMES: readonly FieldPath<FormValues>[] = [
  "name",
  "description",
  "price",
  "url",
  "category",
  "priority",
  "ranking",
  "quantity",
  "whereToBuy",
  "imageUrl",
];

const OPTIONAL_FIELDS: readonly OptionalWishlistField[] = [
  "description",
  "price",
  "url",
  "category",
  "whereToBuy",
  "imageUrl",
];

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
function itemValues(item: WishlistItem): FormValues {
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
 * The body of `POST /api/wishlist`: empty optional fields are dropped, the
 * quantity falls back to 1 when below it, the ranking stays within 1-5.
 */
export function toWishlistPayload(values: WishlistFormValues): WishlistItemInput {
  const payload: WishlistItemInput = {
    name: values.name,
    priority: values.priority,
    ranking: normalizeRanking(values.ranking),
    quantity: normalizeQuantity(values.quantity),
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field];
    if (value) payload[field] = value;
  }
  return payload;
}

/**
 * The body of `PATCH /api/wishlist/{id}`: the fields that changed, null for
 * a cleared optional one; quantity and ranking normalised as on create.
 */
export function toWishlistUpdatePayload(values: WishlistFormValues, original: WishlistItem): WishlistItemChanges {
  const changes: WishlistItemChanges = {};
  if (values.name !== original.name) changes.name = values.name;
  if (values.priority !== original.priority) changes.priority = values.priority;
  const ranking = normalizeRanking(values.ranking);
  if (ranking !== original.ranking) changes.ranking = ranking;
  const quantity = normalizeQuantity(values.quantity);
  if (quantity !== original.quantity) changes.quantity = quantity;
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field] || null;
    if (value !== (original[field] || null)) changes[field] = value;
  }
  return changes;
}

/**
 * Add to Wishlist dialog; with `item` it edits that item instead (and
 * `prefill` is ignored). `prefill` (a parsed link or a chosen search result)
 * fills the add form; the form lives inside the dialog content, so it starts
 * afresh on every open.
 */
export function WishlistItemDialog({
  open,
  onOpenChange,
  prefill,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: WishlistPrefill;
  item?: WishlistItem;
}) {
  const editing = !!item;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Item" : "Add to Wishlist"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update the details of this wish."
              : "Save something you'd love to receive, so your circle knows what to get you."}
          </DialogDescription>
        </DialogHeader>
        <WishlistItemForm prefill={prefill} item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WishlistItemForm({
  prefill,
  item,
  onDone,
}: {
  prefill?: WishlistPrefill;
  item?: WishlistItem;
  onDone: () => void;
}) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const errorId = (field: string) => `${uid}-${field}-error`;

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, WishlistFormValues>({
    resolver: zodResolver(schema),
    defaultValues: item ? itemValues(item) : initialValues(prefill),
  });
  const revalidate = useRevalidateWishlist();

  async function onSubmit(values: WishlistFormValues) {
    await saveWithFeedback({
      save: async () => {
        if (item) {
          const changes = toWishlistUpdatePayload(values, item);
          // With nothing changed there is nothing to send: the item is already as wanted.
          if (Object.keys(changes).length === 0) return;
          await updateWishlistItem(item.id, changes);
          await revalidate();
        } else {
          await createWishlistItem(toWishlistPayload(values));
        }
      },
      success: { title: item ? "Item updated!" : "Item added to your wishlist!" },
      failure: item ? "Failed to update item." : "Failed to add item to wishlist.",
      fieldNames: FIELD_NAMES,
      setError,
      // A new item closes the dialog before the list refreshes; an edit refreshes first (in `save`).
      onSaved: item
        ? onDone
        : async () => {
            onDone();
            await revalidate();
          },
    });
  }

  const invalid = (field: keyof FormValues) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": errorId(field) }
      : { "aria-invalid": undefined, "aria-describedby": undefined };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id("name")}>Name</Label>
        <Input id={id("name")} placeholder="e.g. Pour-over coffee set" autoComplete="off" {...invalid("name")} {...register("name")} />
        <FieldError id={errorId("name")} message={errors.name?.message} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("description")}>Description</Label>
        <Textarea id={id("description")} rows={3} placeholder="Colour, size, model..." {...invalid("description")} {...register("description")} />
        <FieldError id={errorId("description")} message={errors.description?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={id("price")}>Price</Label>
          <Input id={id("price")} placeholder="$24.99" autoComplete="off" {...invalid("price")} {...register("price")} />
          <FieldError id={errorId("price")} message={errors.price?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={id("category")}>Category</Label>
          <Input
            id={id("category")}
            list={id("category-suggestions")}
            placeholder="e.g. Kitchen"
            autoComplete="off"
            {...invalid("category")}
            {...register("category")}
          />
          <datalist id={id("category-suggestions")}>
            {CATEGORY_SUGGESTIONS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <FieldError id={errorId("category")} message={errors.category?.message} />
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("url")}>Link</Label>
        <Input id={id("url")} type="url" placeholder="https://..." autoComplete="off" {...invalid("url")} {...register("url")} />
        <FieldError id={errorId("url")} message={errors.url?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={id("priority")}>Priority</Label>
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <Select value={field.value} onValueChange={(value) => field.onChange(value as Priority)}>
                <SelectTrigger id={id("priority")} ref={field.ref} onBlur={field.onBlur} className="w-full" {...invalid("priority")}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {[...PRIORITIES].reverse().map((p) => (
                    <SelectItem key={p.value} value={p.value}>
                      {p.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id={errorId("priority")} message={errors.priority?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={id("quantity")}>Quantity</Label>
          <Input id={id("quantity")} type="number" min={1} step={1} inputMode="numeric" {...invalid("quantity")} {...register("quantity")} />
          <FieldError id={errorId("quantity")} message={errors.quantity?.message} />
        </div>
      </div>

      <div className="grid gap-1">
        <Controller
          control={control}
          name="ranking"
          render={({ field }) => <StarInput label="Ranking" value={field.value} onChange={field.onChange} />}
        />
        <FieldError id={errorId("ranking")} message={errors.ranking?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={id("whereToBuy")}>Where to buy</Label>
          <Input id={id("whereToBuy")} placeholder="e.g. Target" autoComplete="off" {...invalid("whereToBuy")} {...register("whereToBuy")} />
          <FieldError id={errorId("whereToBuy")} message={errors.whereToBuy?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={id("imageUrl")}>Image URL</Label>
          <Input id={id("imageUrl")} type="url" placeholder="https://..." autoComplete="off" {...invalid("imageUrl")} {...register("imageUrl")} />
          <FieldError id={errorId("imageUrl")} message={errors.imageUrl?.message} />
        </div>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {item ? (isSubmitting ? "Saving..." : "Save Changes") : (isSubmitting ? "Adding..." : "Add to Wishlist")}
        </Button>
      </DialogFooter>
    </form>
  );
}
