"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChartLine } from "lucide-react";
import { z } from "zod";

import { LoadErrorAlert } from "@/components/load-error";
import { PriceChart } from "@/components/prices/price-chart";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { FormSwitch } from "@/components/ui/form-switch";
import { usePrice } from "@/hooks/use-price";
import { ApiError } from "@/lib/api";
import { fieldNamesOf, saveWithFeedback } from "@/lib/forms";
import {
  DROP_PERCENT_MAX,
  DROP_PERCENT_MIN,
  DROP_PERCENT_RANGE,
  formatPriceDate,
  NO_READINGS,
  PRICE_WATCH_FAILED,
  PRICE_WATCH_SAVED,
  savePriceWatch,
  type PricedItem,
  type PriceReading,
  type PriceView,
  type PriceWatchInput,
} from "@/lib/prices";
import { cn } from "@/lib/utils";

export const WATCHING_LABEL = "Tell me when the price drops";
export const DROP_PERCENT_LABEL = "By at least";
export const TARGET_PRICE_LABEL = "Or when it is at or below";
export const PRICE_UNAVAILABLE = "The price history of this item is not available to you.";

const schema = z.object({
  watching: z.boolean(),
  dropPercent: z
    .string()
    .trim()
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) >= DROP_PERCENT_MIN && Number(v) <= DROP_PERCENT_MAX,
      DROP_PERCENT_RANGE,
    ),
  targetPrice: z.string().trim(),
});

type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

function formValues(view: PriceView): FormInput {
  return { watching: view.watching, dropPercent: String(view.dropPercent), targetPrice: view.targetPrice ?? "" };
}

/** The body of `PUT .../price/watch`: every setting, an empty target clearing it. */
export function toPriceWatchInput(values: FormValues): PriceWatchInput {
  return {
    watching: values.watching,
    dropPercent: Number(values.dropPercent),
    targetPrice: values.targetPrice || null,
  };
}

/**
 * An item's prices (`item`: `{ itemId }` for a wishlist item, `{ listId,
 * itemId }` for an item on a group list): the "Price history" heading, the chart of the
 * readings with every reading in a table under "All readings" (or that
 * there are none yet), then my watch of it: on or off, by what percentage,
 * below what target, with its own Save (it is its own form: inside an item
 * dialog, place it outside the item's form).
 */
export function PriceWatch({ item, className }: { item: PricedItem; className?: string }) {
  const headingId = useId();
  const { price, error, isLoading, mutate } = usePrice(item);

  let body: React.ReactNode;
  if (isLoading) {
    body = <Skeleton data-testid="price-watch-loading" className="h-40 w-full" />;
  } else if (error instanceof ApiError && error.status === 404) {
    body = <p className="text-sm text-muted-foreground">{PRICE_UNAVAILABLE}</p>;
  } else if (error || !price) {
    body = <LoadErrorAlert what="price history" />;
  } else {
    body = (
      <>
        <PriceReadings readings={price.readings} />
        <PriceWatchForm
          item={item}
          view={price}
          onSaved={async (saved) => {
            await mutate(saved, { revalidate: false });
          }}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} data-testid="price-watch" className={cn("grid gap-4", className)}>
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <ChartLine className="size-4 text-primary" aria-hidden="true" />
        Price history
      </h3>
      {body}
    </section>
  );
}

/** The chart and every reading (newest first) under "All readings"; or that there are none yet. */
function PriceReadings({ readings }: { readings: readonly PriceReading[] }) {
  if (readings.length === 0) {
    return <p className="text-sm text-muted-foreground">{NO_READINGS}</p>;
  }
  return (
    <div className="grid gap-2">
      <PriceChart readings={readings} />
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">All readings</summary>
        <div className="mt-2 max-h-48 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Price readings, newest first</caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Date
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {readings.map((reading, i) => (
                <tr key={`${reading.readAt}-${i}`} className="border-t">
                  <td className="py-1">{formatPriceDate(reading.readAt)}</td>
                  <td className="py-1 text-right tabular-nums">{reading.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

/** My watch of the item: `PUT .../price/watch`, the server's field messages under the fields. */
function PriceWatchForm({
  item,
  view,
  onSaved,
}: {
  item: PricedItem;
  view: PriceView;
  onSaved: (saved: PriceView) => Promise<void>;
}) {
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValues(view),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    await saveWithFeedback<FormInput, PriceView>({
      save: () => savePriceWatch(item, toPriceWatchInput(values)),
      success: { title: PRICE_WATCH_SAVED },
      failure: PRICE_WATCH_FAILED,
      fieldNames: fieldNamesOf(schema),
      setError: form.setError,
      onSaved: async (saved) => {
        form.reset(formValues(saved));
        await onSaved(saved);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Price watch" className="grid gap-4">
      <FormSwitch control={control} name="watching" label={WATCHING_LABEL} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={DROP_PERCENT_LABEL} error={errors.dropPercent?.message} className="content-start">
          {(props) => (
            <div className="flex items-center gap-2">
              <Input
                {...props}
                type="number"
                min={DROP_PERCENT_MIN}
                max={DROP_PERCENT_MAX}
                step={1}
                inputMode="numeric"
                className="w-24"
                {...register("dropPercent")}
              />
              <span className="text-sm text-muted-foreground">%</span>
            </div>
          )}
        </FormField>
        <FormField label={TARGET_PRICE_LABEL} error={errors.targetPrice?.message} className="content-start">
          <Input placeholder="$80.00" autoComplete="off" inputMode="decimal" {...register("targetPrice")} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
