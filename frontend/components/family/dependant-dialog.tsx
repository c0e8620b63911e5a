"use client";

import { FormProvider, useFormContext } from "react-hook-form";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormSelect } from "@/components/ui/form-select";
import {
  createDependant,
  DEPENDANT_KINDS,
  KIND_OPTIONS,
  updateDependant,
  useRevalidateDependants,
  type Dependant,
  type DependantBody,
} from "@/hooks/use-dependants";
import { changedFields, createOrUpdate, withoutEmpty } from "@/lib/forms";
import { DEPENDANT_NAME_REQUIRED } from "@/lib/messages";

export const KIND_LABEL = "Who they are";

/**
 * Someone I look after: their name (required), who they are, a birthday
 * and a photo link. The server checks the rest (a birthday to come, a
 * photo not https) and its messages go under the fields.
 */
const dependantSchema = z.object({
  name: z.string().trim().min(1, DEPENDANT_NAME_REQUIRED),
  kind: z.enum(DEPENDANT_KINDS),
  birthday: z.string().trim(),
  photoUrl: z.string().trim(),
});

type DependantInput = z.input<typeof dependantSchema>;
type DependantValues = z.output<typeof dependantSchema>;

const EMPTY_DEPENDANT: DependantInput = { name: "", kind: "child", birthday: "", photoUrl: "" };

function valuesOf(dependant: Dependant): DependantInput {
  return {
    name: dependant.name,
    kind: dependant.kind,
    birthday: dependant.birthday ?? "",
    photoUrl: dependant.photoUrl ?? "",
  };
}

/** Every field as the API takes it: null for an empty optional one. */
function toFields(values: DependantValues) {
  return {
    name: values.name,
    kind: values.kind,
    birthday: values.birthday || null,
    photoUrl: values.photoUrl || null,
  };
}

/** The body of `POST /api/dependants`: empty optional fields left out. */
export function toNewDependantBody(values: DependantValues): DependantBody {
  return withoutEmpty(toFields(values));
}

/** Add someone (no `dependant`), or Edit `dependant`: name, who they are, birthday and photo link. */
export function DependantDialog({ dependant, ...dialog }: DialogOpenProps & { dependant?: Dependant }) {
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={dependant ? `Edit ${dependant.name}` : "Add someone"}
      description={
        dependant
          ? "Change their name, who they are, their birthday or photo."
          : "A child, a pet or a grandparent: a first wishlist is made for them, shown to your friends."
      }
    >
      <DependantForm dependant={dependant} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function DependantForm({ dependant, onDone }: { dependant?: Dependant; onDone: () => void }) {
  const revalidate = useRevalidateDependants();
  const { form, dialogForm } = useDialogForm({
    schema: dependantSchema,
    defaultValues: dependant ? valuesOf(dependant) : EMPTY_DEPENDANT,
    onDone,
    save: (values) => ({
      save: async () => {
        const sent = await createOrUpdate(dependant, {
          create: () => createDependant(toNewDependantBody(values)),
          changes: (original) => changedFields(toFields(values), original),
          update: updateDependant,
        });
        if (sent) await revalidate();
      },
      success: dependant ? { title: "Changes saved" } : { title: `${values.name} added` },
      failure: dependant ? "Failed to save the changes. Please try again." : "Failed to add them. Please try again.",
    }),
  });
  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel={dependant ? "Save Changes" : "Add"} submittingLabel="Saving...">
        <DependantFields />
      </DialogForm>
    </FormProvider>
  );
}

/** Name, who they are, birthday and photo link, inside a form holding `DependantInput`. */
function DependantFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<DependantInput>();
  return (
    <>
      <FormField label="Name" error={errors.name?.message}>
        <Input placeholder="e.g. Mia" autoComplete="off" {...register("name")} />
      </FormField>
      <FormSelect control={control} name="kind" label={KIND_LABEL} options={KIND_OPTIONS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Birthday" error={errors.birthday?.message} className="content-start">
          <Input type="date" {...register("birthday")} />
        </FormField>
        <FormField label="Photo link" error={errors.photoUrl?.message} className="content-start">
          <Input type="url" placeholder="https://..." autoComplete="off" {...register("photoUrl")} />
        </FormField>
      </div>
    </>
  );
}
