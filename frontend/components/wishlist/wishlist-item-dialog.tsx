"use client";

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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { createWishlistItem, updateWishlistItem, useRevalidateWishlist } from "@/hooks/use-wishlist";
import { isValidUrl } from "@/lib/contacts";
import { DEFAULT_RANKING, DESCRIPTION_MAX, NAME_MAX, PRIORITIES } from "@/lib/domain-rules";
import { changedFields, saveWithFeedback, withoutEmpty } from "@/lib/forms";
import { DESCRIPTION_TOO_LONG, INVALID_URL, ITEM_NAME_REQUIRED, NAME_TOO_LONG } from "@/lib/messages";
import {
  CATEGORY_SUGGESTIONS,
  DEFAULT_PRIORITY,
  MIN_QUANTITY,
  normalizeQuantity,
  normalizeRanking,
  PRIORITY_OPTIONS,
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
 * Every field of an item as the API takes it: null for an empty optional
 * one, the quantity falling back to 1 when below it, the ranking within 1-5.
 */
function toFields(values: WishlistFormValues): Required<Omit<WishlistItemChanges, "purchased">> {
  return {
    name: values.name,
    description: values.description || null,
    price: values.price || null,
    url: values.url || null,
    category: values.category || null,
    priority: values.priority,
    ranking: normalizeRanking(values.ranking),
    quantity: normalizeQuantity(values.quantity),
    whereToBuy: values.whereToBuy || null,
    imageUrl: values.imageUrl || null,
  };
}

/** The body of `POST /api/wishlist`: empty optional fields are dropped. */
export function toWishlistPayload(values: WishlistFormValues): WishlistItemInput {
  return withoutEmpty(toFields(values));
}

/** The body of `PATCH /api/wishlist/{id}`: the fields that changed, null for a cleared optional one. */
export function toWishlistUpdatePayload(values: WishlistFormValues, original: WishlistItem): WishlistItemChanges {
  return changedFields(toFields(values), original);
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

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
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

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <FormField label="Priority" error={errors.priority?.message} className="content-start">
              {(props) => (
                <Select value={field.value} onValueChange={(value) => field.onChange(value as Priority)}>
                  <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PRIORITY_OPTIONS.map((p) => (
                      <SelectItem key={p.value} value={p.value}>
                        {p.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
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

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Where to buy" error={errors.whereToBuy?.message} className="content-start">
          <Input placeholder="e.g. Target" autoComplete="off" {...register("whereToBuy")} />
        </FormField>
        <FormField label="Image URL" error={errors.imageUrl?.message} className="content-start">
          <Input type="url" placeholder="https://..." autoComplete="off" {...register("imageUrl")} />
        </FormField>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {item ? (isSubmitting ? "Saving..." : "Save Changes") : isSubmitting ? "Adding..." : "Add to Wishlist"}
        </Button>
      </DialogFooter>
    </form>
  );
}
