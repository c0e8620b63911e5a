"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { Archive, ArrowLeft, CalendarDays, Gift, LogOut, Pencil, Plus, SearchX, Trash2, UserRound } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { GroupItemCard } from "@/components/collaborative/group-item-card";
import { GroupMembers } from "@/components/collaborative/group-members";
import { GroupSharingCard } from "@/components/collaborative/group-sharing-card";
import { LazyFollowListButton, LazyQuestionsBox } from "@/components/lists/page-extras";
import { LoadErrorAlert } from "@/components/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ItemGridSkeleton } from "@/components/wishlist/item-grid-skeleton";
import { useAuth } from "@/hooks/use-auth";
import {
  archiveGroupWishlist,
  deleteGroupItem,
  deleteGroupWishlist,
  GROUP_WISHLISTS_KEY,
  groupWishlistPath,
  removeGroupMember,
  useGroupWishlist,
  useRevalidateGroupWishlists,
} from "@/hooks/use-group-wishlists";
import { useListEvents } from "@/hooks/use-list-events";
import { useRouteParam } from "@/hooks/use-route-param";
import { ApiError, fetcher, type ApiAnswer } from "@/lib/api";
import { ARCHIVED_BANNER } from "@/lib/claims";
import { formatLongDate } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";
import { itemCountText, occasionLabel, type GroupItem, type GroupWishlist } from "@/lib/group-wishlists";

// Dialogs load when first opened, not with the page.
const EditGroupWishlistDialog = lazyDialog(() =>
  import("@/components/collaborative/edit-group-wishlist-dialog").then((module) => module.EditGroupWishlistDialog),
);
const GroupItemDialog = lazyDialog(() =>
  import("@/components/collaborative/group-item-dialog").then((module) => module.GroupItemDialog),
);
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

export const GROUP_NOT_FOUND_TITLE = "Wishlist not found";

/** What `GET /api/collaborative-wishlists` (the overview, `GROUP_WISHLISTS_KEY`) answers. */
type Overview = ApiAnswer<"/api/collaborative-wishlists", "GET">;
export const GROUP_NOT_FOUND_TEXT = "This group wishlist doesn't exist, or you are not a member of it.";

/** A list id from the URL: a positive whole number, else null. */
export function parseListId(param: string | null): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `/collaborative/{id}`: one group list, its members and items. */
export function GroupWishlistPage() {
  const param = useRouteParam();
  const id = parseListId(param);
  const { list, error, isLoading, mutate } = useGroupWishlist(id);
  const { user } = useAuth();
  // Other members' claims and items show as they happen.
  useListEvents(list?.id ?? null, () => void mutate());

  // A placeholder or malformed id (and a 404: not a member, or gone) is a not-found state.
  if ((param !== null && id === null) || (error instanceof ApiError && error.status === 404)) {
    return <GroupNotFound />;
  }
  if (error) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <BackLink />
        <h1 className="sr-only">Group Wishlist</h1>
        <LoadErrorAlert what="this wishlist" />
      </div>
    );
  }
  if (isLoading || !list) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" data-testid="group-wishlist-loading">
        <h1 className="sr-only">Group Wishlist</h1>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-5 w-96 max-w-full" />
        <ItemGridSkeleton />
      </div>
    );
  }
  return (
    <GroupWishlistView
      list={list}
      myUserId={user?.id ?? null}
      onUpdated={(updated) => mutate(updated, { revalidate: false })}
    />
  );
}

function BackLink() {
  return (
    <Link
      href="/collaborative"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All group wishlists
    </Link>
  );
}

function GroupNotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{GROUP_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{GROUP_NOT_FOUND_TEXT}</p>
      <Button asChild>
        <Link href="/collaborative">Back to Group Wishlists</Link>
      </Button>
    </div>
  );
}

function GroupWishlistView({
  list,
  myUserId,
  onUpdated,
}: {
  list: GroupWishlist;
  myUserId: number | null;
  onUpdated: (list: GroupWishlist) => Promise<unknown>;
}) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateGroupWishlists();
  const owner = list.role === "owner";
  const archived = list.archived === true;
  const occasion = occasionLabel(list.occasion);
  const itemsForMe = myUserId !== null && list.items.some((item) => item.forUserId === myUserId);

  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const [itemTarget, setItemTarget] = useState<GroupItem | null>(null);
  const [itemDeleteOpen, setItemDeleteOpen] = useState(false);

  /** After deleting or leaving: back to the overview, which no longer has this list. */
  async function goBack() {
    // Reload the overview now (SWR would show its cached copy, with this list, as it is),
    // and forget this list (refetching it would be a 404 now).
    const overview = mutate(GROUP_WISHLISTS_KEY, fetcher<Overview>(GROUP_WISHLISTS_KEY), { revalidate: false }).catch(
      () => undefined,
    );
    router.push("/collaborative");
    await mutate(groupWishlistPath(list.id), undefined, { revalidate: false });
    await overview;
  }

  function confirmDelete() {
    return saveWithFeedback({
      save: () => deleteGroupWishlist(list.id),
      success: { title: "Wishlist deleted", description: `"${list.name}" was deleted.` },
      failure: "Failed to delete the wishlist. Please try again.",
      preferServerMessage: true,
      onSaved: goBack,
    });
  }

  function confirmArchive() {
    return saveWithFeedback({
      save: () => archiveGroupWishlist(list.id),
      success: {
        title: "List archived",
        description: "Claims are closed, and each person a gift was for can see who gave it.",
      },
      failure: "Failed to archive the list. Please try again.",
      preferServerMessage: true,
      onSaved: async (archivedList) => {
        await onUpdated(archivedList);
        // The overview's card says Archived now.
        await mutate(GROUP_WISHLISTS_KEY, fetcher<Overview>(GROUP_WISHLISTS_KEY), { revalidate: false }).catch(
          () => undefined,
        );
      },
    });
  }

  function confirmLeave() {
    if (myUserId === null) return false;
    return saveWithFeedback({
      save: () => removeGroupMember(list.id, myUserId),
      success: { title: "You left the list", description: `You are no longer a member of "${list.name}".` },
      failure: "Failed to leave the list. Please try again.",
      preferServerMessage: true,
      onSaved: goBack,
    });
  }

  function confirmItemDelete() {
    if (!itemTarget) return true;
    return saveWithFeedback({
      save: () => deleteGroupItem(list.id, itemTarget.id),
      success: { title: "Item removed from the list." },
      failure: "Failed to remove the item. Please try again.",
      preferServerMessage: true,
      onSaved: () => revalidate(),
    });
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="grid gap-4">
        <BackLink />
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{list.name}</h1>
            {list.description ? (
              <p className="max-w-2xl text-muted-foreground" data-testid="group-description">
                {list.description}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
              {occasion ? <Badge variant="secondary">{occasion}</Badge> : null}
              {list.eventDate ? (
                <span className="inline-flex items-center gap-1.5" data-testid="event-date">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  {formatLongDate(list.eventDate)}
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4" aria-hidden="true" />
                Created by {list.ownerName}
              </span>
              <Badge variant="outline">{list.isPublic ? "Public" : "Private"}</Badge>
              {archived ? <Badge variant="secondary">Archived</Badge> : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <LazyFollowListButton listId={list.id} />
            {owner ? (
              <>
                <Button variant="outline" onClick={() => setEditOpen(true)}>
                  <Pencil aria-hidden="true" />
                  Edit Details
                </Button>
                {archived ? null : (
                  <Button variant="outline" onClick={() => setArchiveOpen(true)}>
                    <Archive aria-hidden="true" />
                    Archive list
                  </Button>
                )}
                <Button variant="outline" className="hover:text-destructive" onClick={() => setDeleteOpen(true)}>
                  <Trash2 aria-hidden="true" />
                  Delete List
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => setLeaveOpen(true)} disabled={myUserId === null}>
                <LogOut aria-hidden="true" />
                Leave List
              </Button>
            )}
          </div>
        </div>
        {archived ? (
          <Alert role="status" data-testid="archived-banner">
            <Archive aria-hidden="true" />
            <AlertTitle>{ARCHIVED_BANNER}</AlertTitle>
            <AlertDescription>
              Nothing more is added, changed or claimed. Whoever a gift was for can now see who gave it.
            </AlertDescription>
          </Alert>
        ) : null}
      </div>

      {itemsForMe ? <LazyQuestionsBox listIds={[list.id]} /> : null}

      <section aria-labelledby="group-items-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="group-items-title" className="text-lg font-semibold">
            Items <span className="font-normal text-muted-foreground">({itemCountText(list.items.length)})</span>
          </h2>
          {/* An archived list is closed: nothing is added, changed or claimed. */}
          {archived ? null : (
            <Button onClick={() => setAddOpen(true)}>
              <Plus aria-hidden="true" />
              Add Item
            </Button>
          )}
        </div>
        {list.items.length === 0 ? (
          archived ? (
            <EmptyState icon={Gift} title="No items yet" description="This list is archived: nothing more is added." />
          ) : (
            <EmptyState icon={Gift} title="No items yet" description="Add the first gift idea for this list.">
              <Button variant="outline" size="sm" onClick={() => setAddOpen(true)} className="mt-2">
                <Plus aria-hidden="true" />
                Add the First Item
              </Button>
            </EmptyState>
          )
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Items">
            {list.items.map((item) => (
              <li key={item.id}>
                <GroupItemCard
                  item={item}
                  listId={list.id}
                  members={list.members}
                  myUserId={myUserId}
                  archived={archived}
                  onDelete={(target) => {
                    setItemTarget(target);
                    setItemDeleteOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <GroupMembers list={list} myUserId={myUserId} />
      <GroupSharingCard list={list} onUpdated={onUpdated} />

      <GroupItemDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        listId={list.id}
        members={list.members}
        myUserId={myUserId}
      />
      <ConfirmDialog
        open={itemDeleteOpen}
        onOpenChange={setItemDeleteOpen}
        title="Remove this item?"
        description={itemTarget ? `"${itemTarget.name}" will be removed from this list.` : "This item will be removed from this list."}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmItemDelete}
      />
      {owner ? (
        <>
          <EditGroupWishlistDialog open={editOpen} onOpenChange={setEditOpen} list={list} />
          <ConfirmDialog
            open={archiveOpen}
            onOpenChange={setArchiveOpen}
            title="Archive this list?"
            description="Claims close for everyone, and each person a gift is for sees who gave it. Do it once the presents are opened: this can't be undone."
            confirmLabel="Archive list"
            onConfirm={confirmArchive}
          />
          <ConfirmDialog
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            title="Delete this wishlist?"
            description={`"${list.name}" and all its items will be deleted for every member. This can't be undone.`}
            confirmLabel="Delete List"
            destructive
            onConfirm={confirmDelete}
          />
        </>
      ) : (
        <ConfirmDialog
          open={leaveOpen}
          onOpenChange={setLeaveOpen}
          title="Leave this wishlist?"
          description="You will no longer see this list or its items. The creator can invite you again."
          confirmLabel="Leave List"
          destructive
          onConfirm={confirmLeave}
        />
      )}
    </div>
  );
}
