"use client";

import { useId } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

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
import { createContact, updateContact, useRevalidateContacts } from "@/hooks/use-contacts";
import { saveWithFeedback } from "@/lib/forms";
import {
  isValidEmail,
  isValidUrl,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_PREFERENCES_LENGTH,
  RELATIONSHIPS,
  type Contact,
  type ContactInput,
  type Relationship,
} from "@/lib/contacts";
import {
  INVALID_EMAIL,
  INVALID_URL,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PHONE_TOO_LONG,
  PREFERENCES_TOO_LONG,
} from "@/lib/messages";

const schema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(MAX_NAME_LENGTH, NAME_TOO_LONG),
  email: z
    .string()
    .trim()
    .refine((v) => v === "" || isValidEmail(v), INVALID_EMAIL),
  phone: z.string().trim().max(MAX_PHONE_LENGTH, PHONE_TOO_LONG),
  relationship: z.string(),
  preferences: z.string().trim().max(MAX_PREFERENCES_LENGTH, PREFERENCES_TOO_LONG),
  photoUrl: z
    .string()
    .trim()
    .refine((v) => v === "" || isValidUrl(v), INVALID_URL),
});

type FormValues = z.input<typeof schema>;
export type ContactFormValues = z.output<typeof schema>;

const FIELD_NAMES: readonly FieldPath<FormValues>[] = [
  "name",
  "email",
  "phone",
  "relationship",
  "preferences",
  "photoUrl",
];

const OPTIONAL_FIELDS = ["email", "phone", "relationship", "preferences", "photoUrl"] as const;

function initialValues(contact?: Contact): FormValues {
  return {
    name: contact?.name ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    relationship: contact?.relationship ?? "",
    preferences: contact?.preferences ?? "",
    photoUrl: contact?.photoUrl ?? "",
  };
}

/** The body of `POST /api/contacts`: empty-string fields are dropped. */
export function toCreatePayload(values: ContactFormValues): ContactInput {
  const payload: ContactInput = { name: values.name };
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field];
    if (value) (payload as unknown as Record<string, string>)[field] = value;
  }
  return payload;
}

/** The body of `PATCH /api/contacts/{id}`: the fields that changed, null for a cleared one. */
export function toUpdatePayload(values: ContactFormValues, original: Contact): Partial<ContactInput> {
  const changes: Partial<ContactInput> = {};
  if (values.name !== original.name) changes.name = values.name;
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field] || null;
    if (value !== (original[field] || null)) {
      (changes as Record<string, string | null>)[field] = value;
    }
  }
  return changes;
}

/**
 * Add Contact dialog; with `contact` it edits that contact instead. The
 * form lives inside the dialog content, so it starts afresh on every open.
 */
export function ContactDialog({
  open,
  onOpenChange,
  contact,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact?: Contact;
}) {
  const editing = !!contact;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Contact" : "Add Contact"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update the details of this person in your circle."
              : "Add someone you love to your circle, with the things they like."}
          </DialogDescription>
        </DialogHeader>
        <ContactForm contact={contact} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({ contact, onDone }: { contact?: Contact; onDone: () => void }) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const errorId = (field: string) => `${uid}-${field}-error`;

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(contact),
  });
  const revalidate = useRevalidateContacts();

  async function onSubmit(values: ContactFormValues) {
    await saveWithFeedback({
      save: async () => {
        if (contact) {
          const changes = toUpdatePayload(values, contact);
          // With nothing changed there is nothing to send: the contact is already as wanted.
          if (Object.keys(changes).length === 0) return;
          await updateContact(contact.id, changes);
        } else {
          await createContact(toCreatePayload(values));
        }
        await revalidate();
      },
      success: { title: contact ? "Contact updated" : "Contact added successfully!" },
      failure: contact ? "Failed to update contact. Please try again." : "Failed to add contact. Please try again.",
      fieldNames: FIELD_NAMES,
      setError,
      onSaved: onDone,
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
        <Input id={id("name")} placeholder="e.g. Mum" autoComplete="off" {...invalid("name")} {...register("name")} />
        <FieldError id={errorId("name")} message={errors.name?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={id("email")}>Email</Label>
          <Input
            id={id("email")}
            type="email"
            placeholder="name@example.com"
            autoComplete="off"
            {...invalid("email")}
            {...register("email")}
          />
          <FieldError id={errorId("email")} message={errors.email?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={id("phone")}>Phone</Label>
          <Input
            id={id("phone")}
            type="tel"
            placeholder="+1 555 0100"
            autoComplete="off"
            {...invalid("phone")}
            {...register("phone")}
          />
          <FieldError id={errorId("phone")} message={errors.phone?.message} />
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("relationship")}>Relationship</Label>
        <Controller
          control={control}
          name="relationship"
          render={({ field }) => (
            <Select value={field.value} onValueChange={(value) => field.onChange(value as Relationship)}>
              <SelectTrigger
                id={id("relationship")}
                ref={field.ref}
                onBlur={field.onBlur}
                className="w-full"
                {...invalid("relationship")}
              >
                <SelectValue placeholder="Select a relationship" />
              </SelectTrigger>
              <SelectContent>
                {RELATIONSHIPS.map((r) => (
                  <SelectItem key={r.value} value={r.value}>
                    {r.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id={errorId("relationship")} message={errors.relationship?.message} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("preferences")}>Interests</Label>
        <Textarea
          id={id("preferences")}
          rows={3}
          placeholder="Tulips, dark chocolate, jazz"
          aria-invalid={errors.preferences ? true : undefined}
          aria-describedby={errors.preferences ? errorId("preferences") : id("preferences-hint")}
          {...register("preferences")}
        />
        {errors.preferences ? (
          <FieldError id={errorId("preferences")} message={errors.preferences.message} />
        ) : (
          <p id={id("preferences-hint")} className="text-xs text-muted-foreground">
            Separate with commas
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("photoUrl")}>Photo URL</Label>
        <Input
          id={id("photoUrl")}
          type="url"
          placeholder="https://..."
          autoComplete="off"
          {...invalid("photoUrl")}
          {...register("photoUrl")}
        />
        <FieldError id={errorId("photoUrl")} message={errors.photoUrl?.message} />
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : contact ? "Save Changes" : "Add Contact"}
        </Button>
      </DialogFooter>
    </form>
  );
}
