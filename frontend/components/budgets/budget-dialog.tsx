"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";

import {
  AMOUNT,
  BUDGET_NAME_PLACEHOLDER,
  EDIT_BUDGET,
  EDIT_BUDGET_TEXT,
  NEW_BUDGET,
  NEW_BUDGET_TEXT,
  OCCASION_DAY,
  OCCASION_DAY_TEXT,
  amountCurrencyText,
} from "@/components/budgets/budget-text";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, InputWithSuffix } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useHomeCurrency } from "@/hooks/use-account-settings";
import { createBudget, updateBudget, useKeepBudget, type Budget } from "@/hooks/use-budgets";
import { budgetPath } from "@/lib/budgets";
import { changedFields } from "@/lib/forms";
import { BUDGET_AMOUNT_INVALID, BUDGET_DATE_REQUIRED, BUDGET_NAME_TOO_LONG, NAME_REQUIRED } from "@/lib/messages";
import { centsToAmount, isAmount } from "@/lib/money";

/** The most a budget's name may hold, as the server allows. */
const NAME_MAX = 100;

// The field names are the API's, so a 400's messages land under them.
const budgetSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(NAME_MAX, BUDGET_NAME_TOO_LONG),
  date: z.string().trim().min(1, BUDGET_DATE_REQUIRED),
  amount: z.string().trim().refine(isAmount, BUDGET_AMOUNT_INVALID),
});

type BudgetInput = z.input<typeof budgetSchema>;

const EMPTY: BudgetInput = { name: "", date: "", amount: "" };

function valuesOf(budget: Budget): BudgetInput {
  return { name: budget.name, date: budget.date, amount: centsToAmount(budget.amountCents) };
}

/**
 * New budget (no `budget`): its name, the occasion's day and the amount, in
 * my home currency; or Edit `budget` (its currency stays as it was made).
 */
export function BudgetDialog({ budget, ...dialog }: DialogOpenProps & { budget?: Budget }) {
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={budget ? EDIT_BUDGET : NEW_BUDGET}
      description={budget ? EDIT_BUDGET_TEXT : NEW_BUDGET_TEXT}
    >
      {budget ? (
        <BudgetForm budget={budget} currency={budget.currency} onDone={() => dialog.onOpenChange(false)} />
      ) : (
        <NewBudgetForm onDone={() => dialog.onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

/** A new budget is in my home currency: the form waits for it. */
function NewBudgetForm({ onDone }: { onDone: () => void }) {
  const { currency, isLoading } = useHomeCurrency();
  if (isLoading) {
    return (
      <div className="grid gap-4" data-testid="budget-form-loading">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  return <BudgetForm currency={currency} onDone={onDone} />;
}

function BudgetForm({ budget, currency, onDone }: { budget?: Budget; currency: string; onDone: () => void }) {
  const router = useRouter();
  const keep = useKeepBudget();
  const { form, dialogForm } = useDialogForm<typeof budgetSchema, Budget | null>({
    schema: budgetSchema,
    defaultValues: budget ? valuesOf(budget) : EMPTY,
    onDone,
    save: (values) => ({
      save: async () => {
        if (!budget) return createBudget({ ...values, currency });
        const changes = changedFields(values, valuesOf(budget));
        if (Object.keys(changes).length === 0) return null;
        return updateBudget(budget.id, changes);
      },
      success: budget ? { title: "Changes saved" } : { title: `${values.name} created` },
      failure: budget ? "Failed to save the changes. Please try again." : "Failed to create the budget. Please try again.",
      onSaved: async (saved) => {
        if (saved) await keep(saved);
        onDone();
        if (!budget && saved) router.push(budgetPath(saved.id));
      },
    }),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm {...dialogForm} submitLabel={budget ? "Save Changes" : "Create"} submittingLabel="Saving...">
      <FormField label="Name" error={errors.name?.message}>
        <Input placeholder={BUDGET_NAME_PLACEHOLDER} autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label={OCCASION_DAY} description={OCCASION_DAY_TEXT} error={errors.date?.message}>
        <Input type="date" {...register("date")} />
      </FormField>
      <FormField label={AMOUNT} description={amountCurrencyText(currency, !budget)} error={errors.amount?.message}>
        {(control) => (
          <InputWithSuffix
            {...control}
            suffix={currency}
            inputMode="decimal"
            placeholder="600"
            autoComplete="off"
            {...register("amount")}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
