"use client";

import { useState } from "react";

import { DeliveryRadioGroup, ReminderDaysSelect } from "@/components/dates/reminder-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { updateDate, useRevalidateDates } from "@/hooks/use-dates";
import { toast } from "@/hooks/use-toast";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { enableBrowserNotifications } from "@/lib/browser-notifications";
import { daysText, DEFAULT_REMINDER_DELIVERY, type ReminderDelivery, type SpecialDate } from "@/lib/dates";

/** Reminder settings for one date: days before and delivery type. */
export function ReminderSettingsDialog({
  date,
  open,
  onOpenChange,
}: {
  date: SpecialDate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reminder settings</DialogTitle>
          <DialogDescription>Choose when and how to be reminded about {date.title}.</DialogDescription>
        </DialogHeader>
        <ReminderSettingsForm date={date} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReminderSettingsForm({ date, onDone }: { date: SpecialDate; onDone: () => void }) {
  const [days, setDays] = useState(date.reminderDays);
  const [delivery, setDelivery] = useState<ReminderDelivery>(date.reminderDelivery ?? DEFAULT_REMINDER_DELIVERY);
  const [pending, setPending] = useState(false);
  const revalidateDates = useRevalidateDates();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      if (delivery === "browser") {
        await enableBrowserNotifications();
      }
      await updateDate(date.id, { reminderDays: days, reminderDelivery: delivery });
      await revalidateDates();
      toast({
        title: "Reminder Updated!",
        description: `You will be reminded ${daysText(days)} before the event.`,
      });
      onDone();
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({ title: "Error", description: "Failed to update reminder settings.", variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`reminder-days-${date.id}`}>Days before</Label>
        <ReminderDaysSelect id={`reminder-days-${date.id}`} value={days} onChange={setDays} />
      </div>
      <div className="grid gap-2">
        <Label id={`reminder-delivery-${date.id}`} asChild>
          <span>Delivery type</span>
        </Label>
        <DeliveryRadioGroup value={delivery} onChange={setDelivery} labelledBy={`reminder-delivery-${date.id}`} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save Reminder"}
        </Button>
      </DialogFooter>
    </form>
  );
}
