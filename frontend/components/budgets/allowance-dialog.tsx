"use client";

import { z } from "zod";

import {
  ADD_PERSON,
  ADD_PERSON_TEXT,
  AMOUNT,
  AMOUNT_SAVED,
  NOBODY_FOR_BUDGET_TEXT,
  NOBODY_FOR_BUDGET_TITLE,
  PERSON_LABEL,
  SET_AMOUNT_TEXT,
  amountCurrencyText,
  setAmountLabel,
  takenOffText,
} from "@/components/budgets/budget-text";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { CHOOSE_SOMEONE_REQUIRED, GiftPersonOptions } from "@/components/gifts/gift-person-options";
import { GiftPeopleGate } from "@/components/gifts/gift-people-gate";
import { FormField } from "@/components/ui/form-field";
import { InputWithSuffix } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { setAllowance, useKeepBudget, type Budget, type BudgetPerson } from "@/hooks/use-budgets";
import { personRefOf } from "@/lib/gifts";
import { BUDGET_PERSON_AMOUNT_INVALID } from "@/lib/messages";
import { centsToAmount, isAmount } from "@/lib/money";
import { personKey, type GiftPerson } from "@/lib/save-as-idea";

// `amount` is the API's field, so a 400's message lands under it.
/** Adding someone: whom, and an amount. */
const ADD_SCHEMA = z.object({
  person: z.string().min(1, CHOOSE_SOMEONE_REQUIRED),
  amount: z.string().trim().refine(isAmount, BUDGET_PERSON_AMOUNT_INVALID),
});
/** Changing someone's amount: blank takes them off. */
const SET_SCHEMA = z.object({
  person: z.string(),
  amount: z
    .string()
    .trim()
    .refine((amount) => amount === "" || isAmount(amount), BUDGET_PERSON_AMOUNT_INVALID),
});

/**
 * Add a person to `budget` with an amount (no `person`: chosen among
 * everyone I keep gifts for), or set `person`'s amount (blank takes them
 * off the budget).
 */
export function AllowanceDialog({
  budget,
  person,
  ...dialog
}: DialogOpenProps & { budget: Budget; person?: BudgetPerson | null }) {
  const onDone = () => dialog.onOpenChange(false);
  return (
    <FormDialog
      {...dialog}
      title={person ? setAmountLabel(person.name) : ADD_PERSON}
      description={person ? SET_AMOUNT_TEXT : ADD_PERSON_TEXT}
    >
      {person ? (
        <AllowanceForm budget={budget} person={person} onDone={onDone} />
      ) : (
        <AddPersonContent budget={budget} onDone={onDone} />
      )}
    </FormDialog>
  );
}

/** The keys of those who have an amount on the budget already. */
function withAmountKeys(budget: Budget): string[] {
  return budget.people.flatMap((p) => {
    const ref = p.allowanceCents === null ? null : personRefOf(p);
    return ref ? [personKey(ref)] : [];
  });
}

/** The people to choose from, once all three lists are in; else what stands in for the form. */
function AddPersonContent({ budget, onDone }: { budget: Budget; onDone: () => void }) {
  return (
    <GiftPeopleGate
      testId="allowance-loading"
      nobody={{ title: NOBODY_FOR_BUDGET_TITLE, text: NOBODY_FOR_BUDGET_TEXT }}
      onDone={onDone}
    >
      {(people) => {
        // Those with an amount already are changed from their row; offered here only when nobody else is left.
        const taken = withAmountKeys(budget);
        const open = people.filter((p) => !taken.some((key) => key === p.key || p.sameAs.includes(key)));
        return <AllowanceForm budget={budget} people={open.length > 0 ? open : people} onDone={onDone} />;
      }}
    </GiftPeopleGate>
  );
}

/** Whom the amount is for, and their name for the toast. */
function whom(person: BudgetPerson | null | undefined, people: readonly GiftPerson[], key: string) {
  if (person) {
    const ref = personRefOf(person);
    return ref ? { ref, name: person.name } : null;
  }
  const chosen = people.find((p) => p.key === key);
  return chosen ? { ref: chosen.ref, name: chosen.name } : null;
}

function AllowanceForm({
  budget,
  person,
  people = [],
  onDone,
}: {
  budget: Budget;
  person?: BudgetPerson | null;
  people?: readonly GiftPerson[];
  onDone: () => void;
}) {
  const keep = useKeepBudget();
  const adding = !person;
  const { form, dialogForm } = useDialogForm<typeof ADD_SCHEMA, Budget>({
    schema: adding ? ADD_SCHEMA : SET_SCHEMA,
    defaultValues: {
      person: "",
      amount: person && person.allowanceCents !== null ? centsToAmount(person.allowanceCents) : "",
    },
    onDone,
    save: (values) => {
      const target = whom(person, people, values.person);
      const amount = values.amount || null;
      return {
        save: async () => {
          // The select offers only these: a value from nowhere is no one.
          if (!target) throw new Error("Unknown person");
          return setAllowance(budget.id, target.ref, amount);
        },
        success: {
          title: adding ? `${target?.name ?? "They"} added` : amount === null ? takenOffText(target?.name ?? "They") : AMOUNT_SAVED,
        },
        failure: "Failed to save the amount. Please try again.",
        onSaved: async (saved) => {
          await keep(saved);
          onDone();
        },
      };
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm {...dialogForm} submitLabel={adding ? "Add" : "Save"} submittingLabel="Saving...">
      {adding ? (
        <FormField label={PERSON_LABEL} error={errors.person?.message}>
          <NativeSelect {...register("person")}>
            <GiftPersonOptions people={people} />
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField label={AMOUNT} description={amountCurrencyText(budget.currency, false)} error={errors.amount?.message}>
        {(control) => (
          <InputWithSuffix
            {...control}
            suffix={budget.currency}
            inputMode="decimal"
            placeholder="50"
            autoComplete="off"
            {...register("amount")}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
