"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Gift, TriangleAlert } from "lucide-react";

import { LoadErrorAlert } from "@/components/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { acceptInvite, useInvite, useRevalidateDependants, type InviteSeen } from "@/hooks/use-dependants";
import { useLocationSearch } from "@/hooks/use-location-search";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { joinNames } from "@/lib/claims";
import { DEPENDANT_INVITE_INVALID } from "@/lib/messages";

export const ACCEPT_BUTTON = "Make them mine";
export const ACCEPTED_TOAST = "Your lists are here.";
export const ACCEPT_FAILED = "Failed to accept the invite. Please try again.";

/** "Mia's lists are ready for you" */
export function readyTitle(name: string): string {
  return `${name}'s lists are ready for you`;
}

/** "Kept by Ada and Ben. 2 lists move to your account, and nobody tells you who is getting what." */
export function readyText(invite: Pick<InviteSeen, "guardians" | "listCount">): string {
  const lists = invite.listCount === 1 ? "1 list moves" : `${invite.listCount} lists move`;
  return `Kept by ${joinNames(invite.guardians)}. ${lists} to your account, and nobody tells you who is getting what.`;
}

/** The invite's token in `?token=...`; null without one. */
export function inviteTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim();
  return token ? token : null;
}

/** A refusal the server explains (an invite no longer valid, a guardian's own): its message. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404 || error.status === 409 || error.status === 410) {
    return error.serverMessage ?? DEPENDANT_INVITE_INVALID;
  }
  return null;
}

/**
 * `/dependants/accept?token=...`: an invite to take over the lists a
 * guardian kept for me (a child grown up, a grandparent now online).
 * 'Make them mine' moves the lists to my account and goes to /wishlist; an
 * invite no longer valid (or one for someone I look after) says why.
 */
export function AcceptInvitePage() {
  const search = useLocationSearch();
  const token = search === null ? null : inviteTokenFrom(search);
  const { invite, error, isLoading } = useInvite(token);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (search !== null && !token) return <Refused message={DEPENDANT_INVITE_INVALID} />;
  if (refusal) return <Refused message={refusal} />;
  const refused = refusalOf(error);
  if (refused) return <Refused message={refused} />;
  if (error) {
    return (
      <Page>
        <h1 className="sr-only">Invite</h1>
        <LoadErrorAlert what="this invite" />
      </Page>
    );
  }
  if (search === null || isLoading || !invite || !token) {
    return (
      <Page>
        <h1 className="sr-only">Invite</h1>
        <div className="grid gap-3" data-testid="invite-loading">
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-9 w-36" />
        </div>
      </Page>
    );
  }
  return <InviteReady invite={invite} token={token} onRefused={setRefusal} />;
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">{children}</div>;
}

function Refused({ message }: { message: string }) {
  return (
    <Page>
      <h1 className="text-2xl font-bold tracking-tight">Invite</h1>
      <Alert variant="destructive" data-testid="invite-refused">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>This invite can&apos;t be used</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </Page>
  );
}

function InviteReady({
  invite,
  token,
  onRefused,
}: {
  invite: InviteSeen;
  token: string;
  onRefused: (message: string) => void;
}) {
  const router = useRouter();
  const revalidate = useRevalidateDependants();
  const [pending, setPending] = useState(false);

  async function accept() {
    setPending(true);
    try {
      await acceptInvite(token);
    } catch (error) {
      setPending(false);
      if (handleUnauthorized(error)) return;
      const refused = refusalOf(error);
      if (refused) onRefused(refused);
      else toast({ title: "Error", description: ACCEPT_FAILED, variant: "destructive" });
      return;
    }
    await revalidate().catch(() => undefined);
    toast({ title: ACCEPTED_TOAST });
    // Stay "pending" while the page changes.
    router.push("/wishlist");
  }

  return (
    <Page>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Gift className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words">{readyTitle(invite.name)}</h1>
        <p className="text-muted-foreground" data-testid="invite-text">
          {readyText(invite)}
        </p>
      </div>
      <Button className="self-start" onClick={() => void accept()} disabled={pending}>
        {pending ? "Moving..." : ACCEPT_BUTTON}
      </Button>
    </Page>
  );
}
