"use client";

import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import { z } from "zod";

import { NEW_EXCHANGE, NEXT_YEAR, NEXT_YEAR_TEXT } from "@/components/exchanges/exchange-text";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import {
  createExchange,
  createNextExchange,
  exchangePath,
  updateExchange,
  useKeepExchange,
  type Exchange,
  type ExchangeBody,
} from "@/hooks/use-exchanges";
import { changedFields, withoutEmpty } from "@/lib/forms";
import { DATE_REQUIRED, NAME_REQUIRED } from "@/lib/messages";

export const SINGLE_LOOP_LABEL = "Everyone in one loop";
export const SINGLE_LOOP_TEXT = "Ann gives to Ben, Ben to Cat, and so on round to Ann: no two people give to each other.";
export const AVOID_LABEL = "Avoid last year's recipient";

/** How many earlier years' pairs a draw avoids: 0 to 3. */
export const AVOID_OPTIONS = [
  { value: "0", label: "No, anyone may draw anyone" },
  { value: "1", label: "Yes, last year's" },
  { value: "2", label: "Yes, the last 2 years'" },
  { value: "3", label: "Yes, the last 3 years'" },
] as const;

const exchangeSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED),
  date: z.string().trim().min(1, DATE_REQUIRED),
  budget: z.string().trim(),
  currency: z.string().trim().toUpperCase(),
  message: z.string().trim(),
  singleLoop: z.boolean(),
  avoidLastYears: z.enum(["0", "1", "2", "3"]),
});

type ExchangeInput = z.input<typeof exchangeSchema>;
type ExchangeValues = z.output<typeof exchangeSchema>;

const EMPTY: ExchangeInput = {
  name: "",
  date: "",
  budget: "",
  currency: "USD",
  message: "",
  singleLoop: false,
  avoidLastYears: "1",
};

function valuesOf(exchange: Exchange): ExchangeInput {
  return {
    name: exchange.name,
    date: exchange.date,
    budget: exchange.budget ?? "",
    currency: exchange.currency ?? "USD",
    message: exchange.message ?? "",
    singleLoop: exchange.singleLoop,
    avoidLastYears: String(Math.min(3, Math.max(0, exchange.avoidLastYears))) as ExchangeInput["avoidLastYears"],
  };
}

/** Every field as the API takes it: null for an empty optional one (a currency only with a budget). */
function toFields(values: ExchangeValues) {
  return {
    name: values.name,
    date: values.date,
    budget: values.budget || null,
    currency: values.budget ? values.currency || null : null,
    message: values.message || null,
    singleLoop: values.singleLoop,
    avoidLastYears: Number(values.avoidLastYears),
  };
}

/** `2026-12-24` a year on: `2027-12-24` (29 February becomes 28 February). */
export function aYearLater(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return "";
  const next = new Date(Date.UTC(year + 1, month - 1, Math.min(day, month === 2 ? 28 : day)));
  return next.toISOString().slice(0, 10);
}

/** Next year's exchange of `last`'s series: its name, budget, message and rules, a year on. */
function nextYearValues(last: Exchange): ExchangeInput {
  return { ...valuesOf(last), date: aYearLater(last.date) };
}

/** The body of `POST /api/exchanges`: empty optional fields left out. */
export function toNewExchangeBody(values: ExchangeValues): ExchangeBody {
  return withoutEmpty(toFields(values));
}

/**
 * New exchange (no `exchange`), Edit `exchange`, or the next year of
 * `nextOf`'s series (its fields a year on): name, day, budget, message and
 * the draw's rules.
 */
export function ExchangeDialog({
  exchange,
  nextOf,
  ...dialog
}: DialogOpenProps & { exchange?: Exchange; nextOf?: Exchange }) {
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={exchange ? "Edit exchange" : nextOf ? NEXT_YEAR : NEW_EXCHANGE}
      description={
        exchange
          ? "Change its name, day, budget, message or the draw's rules."
          : nextOf
            ? NEXT_YEAR_TEXT
            : "Name it and choose the day gifts are given. You add people once it is made."
      }
    >
      <ExchangeForm exchange={exchange} nextOf={nextOf} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ExchangeForm({ exchange, nextOf, onDone }: { exchange?: Exchange; nextOf?: Exchange; onDone: () => void }) {
  const router = useRouter();
  const keep = useKeepExchange();
  const { form, dialogForm } = useDialogForm<typeof exchangeSchema, Exchange | null>({
    schema: exchangeSchema,
    defaultValues: exchange ? valuesOf(exchange) : nextOf ? nextYearValues(nextOf) : EMPTY,
    onDone,
    save: (values) => ({
      save: async () => {
        if (nextOf) return createNextExchange(nextOf.id, toNewExchangeBody(values));
        if (!exchange) return createExchange(toNewExchangeBody(values));
        const changes = changedFields(toFields(values), exchange);
        if (Object.keys(changes).length === 0) return null;
        return updateExchange(exchange.id, changes);
      },
      success: exchange ? { title: "Changes saved" } : { title: `${values.name} created` },
      failure: exchange ? "Failed to save the changes. Please try again." : "Failed to create the exchange. Please try again.",
      onSaved: async (saved) => {
        if (saved) await keep(saved);
        onDone();
        if (!exchange && saved) router.push(exchangePath(saved.id));
      },
    }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <DialogForm {...dialogForm} submitLabel={exchange ? "Save Changes" : "Create"} submittingLabel="Saving...">
      <FormField label="Name" error={errors.name?.message}>
        <Input placeholder="e.g. Family Christmas" autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label="Date" description="The day gifts are given." error={errors.date?.message}>
        <Input type="date" {...register("date")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField label="Budget" description="What each gift should cost, about." error={errors.budget?.message} className="content-start">
          <Input inputMode="decimal" placeholder="25" autoComplete="off" {...register("budget")} />
        </FormField>
        <FormField label="Currency" error={errors.currency?.message} className="content-start">
          <Input maxLength={3} autoComplete="off" className="uppercase" {...register("currency")} />
        </FormField>
      </div>
      <FormField label="Message" description="For everyone in it: where, when, any rules." error={errors.message?.message}>
        <Textarea {...register("message")} />
      </FormField>
      <Controller
        control={control}
        name="singleLoop"
        render={({ field }) => (
          <FormField
            label={SINGLE_LOOP_LABEL}
            description={SINGLE_LOOP_TEXT}
            error={errors.singleLoop?.message}
            layout="control-first"
            labelClassName="font-normal"
          >
            <Checkbox
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(value) => field.onChange(value === true)}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <FormField label={AVOID_LABEL} error={errors.avoidLastYears?.message}>
        <NativeSelect {...register("avoidLastYears")}>
          {AVOID_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </DialogForm>
  );
}
