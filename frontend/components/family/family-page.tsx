"use client";

import { useState } from "react";
import { HeartHandshake, Plus } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { DependantCard } from "@/components/family/dependant-card";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useDependants } from "@/hooks/use-dependants";

// Dialogs load when first opened, not with the page.
const DependantDialog = lazyDialog(() =>
  import("@/components/family/dependant-dialog").then((module) => module.DependantDialog),
);

export const FAMILY_TITLE = "Family";
export const FAMILY_DESCRIPTION =
  "Children, pets and grandparents who keep no account of their own: their lists, kept with everyone who looks after them.";
export const FAMILY_EMPTY_TITLE = "No one here yet";
export const FAMILY_EMPTY_TEXT =
  "Add a child, a pet or a grandparent to keep their wishlists with the people who look after them.";

/** `/family`: those I look after (a child, a pet, a grandparent), each with their guardians and lists. */
export function FamilyPage() {
  const [addOpen, setAddOpen] = useState(false);
  const { dependants, error, isLoading } = useDependants();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{FAMILY_TITLE}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{FAMILY_DESCRIPTION}</p>
        </div>
        <Button onClick={() => setAddOpen(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Add someone
        </Button>
      </div>

      {isLoading ? (
        <div className="grid gap-4 md:grid-cols-2" data-testid="family-loading">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-72 w-full rounded-xl" />
          ))}
        </div>
      ) : error ? (
        <LoadErrorAlert what="the people you look after" />
      ) : dependants.length === 0 ? (
        <EmptyState
          icon={HeartHandshake}
          size="page"
          titleAs="h2"
          title={FAMILY_EMPTY_TITLE}
          description={FAMILY_EMPTY_TEXT}
        >
          <Button onClick={() => setAddOpen(true)} className="mt-2">
            <Plus aria-hidden="true" />
            Add someone
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="People you look after">
          {dependants.map((dependant) => (
            <li key={dependant.id} className="grid">
              <DependantCard dependant={dependant} />
            </li>
          ))}
        </ul>
      )}

      <DependantDialog open={addOpen} onOpenChange={setAddOpen} />
    </div>
  );
}
