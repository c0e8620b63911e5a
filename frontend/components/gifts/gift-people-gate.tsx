"use client";

import Link from "next/link";
import type { ReactNode } from "react";

import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useGiftPeople } from "@/hooks/use-gift-people";
import type { GiftPerson } from "@/lib/save-as-idea";

/**
 * A dialog's form that chooses someone I keep gifts for (Save as an idea,
 * a budget's Add a person): it waits for my contacts, friends and family,
 * and says so when there is nobody (`nobody`) or they could not load;
 * otherwise `children` gets them.
 */
export function GiftPeopleGate({
  testId,
  nobody,
  onDone,
  children,
}: {
  /** The loading skeleton's test id. */
  testId: string;
  nobody: { title: string; text: string };
  onDone: () => void;
  children: (people: GiftPerson[]) => ReactNode;
}) {
  const { people, isLoading, failed } = useGiftPeople();

  if (isLoading) {
    return (
      <div className="grid gap-4" data-testid={testId}>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (people.length === 0) {
    return (
      <div className="grid gap-4">
        {failed ? (
          <LoadErrorAlert what="your contacts, friends and family" />
        ) : (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">{nobody.title}</p>
            <p className="text-muted-foreground">{nobody.text}</p>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Close
          </Button>
          {failed ? null : (
            <Button asChild>
              <Link href="/contacts" onClick={onDone}>
                Go to Contacts
              </Link>
            </Button>
          )}
        </DialogFooter>
      </div>
    );
  }
  return <>{children(people)}</>;
}
