import { Skeleton } from "@/components/ui/skeleton";

/** A date card's outline while the dates load. */
export function DateCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-5" aria-hidden="true" data-testid="date-card-skeleton">
      <div className="flex items-start gap-3">
        <Skeleton className="size-11 rounded-xl" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-9 w-full" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    </div>
  );
}
