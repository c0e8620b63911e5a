"use client";

import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormSelect } from "@/components/ui/form-select";
import { Textarea } from "@/components/ui/textarea";
import { createContact, updateContact, useRevalidateContacts } from "@/hooks/use-contacts";
import { changedFields, createOrUpdate, withoutEmpty } from "@/lib/forms";
import {
  isRelationship,
  isValidEmail,
  isValidUrl,
  RELATIONSHIP_OPTIONS,
  type Contact,
  type ContactChanges,
  type ContactInput,
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
    // The select offers the domain's values; "" (none) is null.
    relationship: isRelationship(values.relationship) ? values.relationship : null,
    preferences: values.preferences || null,
    photoUrl: values.photoUrl || null,
  };
}

/** The body of `POST /api/contacts`: empty-string fields are dropped. */
export function toCreatePayload(values: ContactFormValues): ContactInput {
  return withoutEmpty(toFields(values));
}

/** The body of `PATCH /api/contacts/{id}`: the fields that changed, null for a cleared one. */
export function toUpdatePayload(values: ContactFormValues, original: Contact): ContactChanges {
  return changedFields(toFields(values), original);
}

/** Add Contact dialog; with `contact` it edits that contact instead. */
export function ContactDialog({ contact, ...dialog }: DialogOpenProps & { contact?: Contact }) {
  const editing = !!contact;
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-lg"
      title={editing ? "Edit Contact" : "Add Contact"}
      description={
        editing
          ? "Update the details of this person in your circle."
          : "Add someone you love to your circle, with the things they like."
      }
    >
      <ContactForm contact={contact} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ContactForm({ contact, onDone }: { contact?: Contact; onDone: () => void }) {
  const revalidate = useRevalidateContacts();
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    dialogForm,
  } = useDialogForm({
    schema,
    defaultValues: initialValues(contact),
    onDone,
    save: (values) => ({
      save: async () => {
        const sent = await createOrUpdate(contact, {
          create: () => createContact(toCreatePayload(values)),
          changes: (original) => toUpdatePayload(values, original),
          update: updateContact,
        });
        if (sent) await revalidate();
      },
      success: { title: contact ? "Contact updated" : "Contact added successfully!" },
      failure: contact ? "Failed to update contact. Please try again." : "Failed to add contact. Please try again.",
    }),
  });

  return (
    <DialogForm {...dialogForm} submitLabel={contact ? "Save Changes" : "Add Contact"}>
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

      <FormSelect
        control={control}
        name="relationship"
        label="Relationship"
        placeholder="Select a relationship"
        options={RELATIONSHIP_OPTIONS}
      />

      <FormField label="Interests" description="Separate with commas" error={errors.preferences?.message}>
        <Textarea rows={3} placeholder="Tulips, dark chocolate, jazz" {...register("preferences")} />
      </FormField>

      <FormField label="Photo URL" error={errors.photoUrl?.message}>
        <Input type="url" placeholder="https://..." autoComplete="off" {...register("photoUrl")} />
      </FormField>

    </DialogForm>
  );
}
