"use client";

import { useFormContext } from "react-hook-form";
import { z } from "zod";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormSelect } from "@/components/ui/form-select";
import { Textarea } from "@/components/ui/textarea";
import { DESCRIPTION_MAX, NAME_MAX } from "@/lib/domain-rules";
import {
  OCCASION_OPTIONS,
  toOccasion,
  type GroupWishlist,
  type GroupWishlistSummary,
} from "@/lib/group-wishlists";
import { DATE_INVALID, DESCRIPTION_TOO_LONG, NAME_TOO_LONG, WISHLIST_NAME_REQUIRED } from "@/lib/messages";

/** The occasion select's "none chosen" value (a Radix select item cannot be ''). */
export const NO_OCCASION = "none";

export const WISHLIST_NAME_LABEL = "Wishlist Name *";

/**
 * A group list's details, as the create dialog and the edit dialog take
 * them: the name (trimmed, required: 'Please enter a wishlist name'), an
 * optional description, occasion and event date.
 */
export const groupDetailsSchema = z.object({
  name: z.string().trim().min(1, WISHLIST_NAME_REQUIRED).max(NAME_MAX, NAME_TOO_LONG),
  description: z.string().trim().max(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG),
  occasion: z.string(),
  eventDate: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), DATE_INVALID),
});

export type GroupDetailsInput = z.input<typeof groupDetailsSchema>;
export type GroupDetailsValues = z.output<typeof groupDetailsSchema>;

export const EMPTY_GROUP_DETAILS: GroupDetailsInput = { name: "", description: "", occasion: NO_OCCASION, eventDate: "" };

/** The form as a list fills it. */
export function groupDetailsOf(list: Pick<GroupWishlist, "name" | "description" | "occasion" | "eventDate">): GroupDetailsInput {
  return {
    name: list.name,
    description: list.description ?? "",
    occasion: toOccasion(list.occasion) ?? NO_OCCASION,
    eventDate: list.eventDate ?? "",
  };
}

/** Every detail as the API takes it: null for an empty optional one. */
export function toGroupDetails(
  values: GroupDetailsValues,
): Pick<GroupWishlistSummary, "name" | "description" | "occasion" | "eventDate"> {
  return {
    name: values.name,
    description: values.description || null,
    occasion: toOccasion(values.occasion === NO_OCCASION ? null : values.occasion),
    eventDate: values.eventDate || null,
  };
}

const OCCASION_SELECT_OPTIONS = [{ value: NO_OCCASION, label: "No occasion" }, ...OCCASION_OPTIONS];

/** The name, description, occasion and event date fields, inside a form holding `GroupDetailsInput`. */
export function GroupDetailsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<GroupDetailsInput>();
  return (
    <>
      <FormField label={WISHLIST_NAME_LABEL} error={errors.name?.message}>
        <Input placeholder="e.g. Grandma's 80th Birthday" autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} placeholder="What is this list for? (optional)" {...register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect control={control} name="occasion" label="Occasion" className="content-start" options={OCCASION_SELECT_OPTIONS} />
        <FormField label="Event Date" error={errors.eventDate?.message} className="content-start">
          <Input type="date" {...register("eventDate")} />
        </FormField>
      </div>
    </>
  );
}
