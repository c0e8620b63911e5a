"use client";

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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { createContact, updateContact, useRevalidateContacts } from "@/hooks/use-contacts";
import { changedFields, saveWithFeedback, withoutEmpty } from "@/lib/forms";
import {
  isValidEmail,
  isValidUrl,
  RELATIONSHIP_OPTIONS,
  type Contact,
  type ContactInput,
  type Relationship,
} from "@/lib/contacts";
import { NAME_MAX, PHONE_MAX, PREFERENCES_MAX } from "@/lib/domain-rules";
import {
  INVALID_EMAIL,
  INVALID_URL,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PHONE_TOO_LONG,
  PREFERENCES_TOO_LONG,
} from "@/lib/messages";

const schema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(NAME_MAX, NAME_TOO_LONG),
  email: z
    .string()
    .trim()
    .refine((v) => v === "" || isValidEmail(v), INVALID_EMAIL),
  phone: z.string().trim().max(PHONE_MAX, PHONE_TOO_LONG),
  relationship: z.string(),
  preferences: z.string().trim().max(PREFERENCES_MAX, PREFERENCES_TOO_LONG),
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

/** Every field of a contact as the API takes it: null for an empty one. */
function toFields(values: ContactFormValues): Required<ContactInput> {
  return {
    name: values.name,
    email: values.email || null,
    phone: values.phone || null,
    // The select offers the domain's values; a stored one comes back as it was.
    relationship: (values.relationship || null) as Relationship | null,
    preferences: values.preferences || null,
    photoUrl: values.photoUrl || null,
  };
}

/** The body of `POST /api/contacts`: empty-string fields are dropped. */
export function toCreatePayload(values: ContactFormValues): ContactInput {
  return withoutEmpty(toFields(values));
}

/** The body of `PATCH /api/contacts/{id}`: the fields that changed, null for a cleared one. */
export function toUpdatePayload(values: ContactFormValues, original: Contact): Partial<ContactInput> {
  return changedFields(toFields(values), original);
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

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField label="Name" error={errors.name?.message}>
        <Input placeholder="e.g. Mum" autoComplete="off" {...register("name")} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message} className="content-start">
          <Input type="email" placeholder="name@example.com" autoComplete="off" {...register("email")} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} className="content-start">
          <Input type="tel" placeholder="+1 555 0100" autoComplete="off" {...register("phone")} />
        </FormField>
      </div>

      <Controller
        control={control}
        name="relationship"
        render={({ field }) => (
          <FormField label="Relationship" error={errors.relationship?.message}>
            {(props) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue placeholder="Select a relationship" />
                </SelectTrigger>
                <SelectContent>
                  {RELATIONSHIP_OPTIONS.map((r) => (
                    <SelectItem key={r.value} value={r.value}>
                      {r.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />

      <FormField label="Interests" description="Separate with commas" error={errors.preferences?.message}>
        <Textarea rows={3} placeholder="Tulips, dark chocolate, jazz" {...register("preferences")} />
      </FormField>

      <FormField label="Photo URL" error={errors.photoUrl?.message}>
        <Input type="url" placeholder="https://..." autoComplete="off" {...register("photoUrl")} />
      </FormField>

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
