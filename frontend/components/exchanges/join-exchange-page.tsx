"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CalendarDays, Gift, TriangleAlert, UserRound } from "lucide-react";

import { JOIN_BUTTON, JOIN_FAILED } from "@/components/exchanges/exchange-text";
import { LoadErrorAlert } from "@/components/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  exchangePath,
  joinExchange,
  useExchangeInvite,
  useKeepExchange,
  type ExchangeInvite,
} from "@/hooks/use-exchanges";
import { useLocationSearch } from "@/hooks/use-location-search";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { formatLongDate } from "@/lib/dates";
import { inviteTokenFrom } from "@/lib/exchanges";
import { EXCHANGE_INVITE_INVALID } from "@/lib/messages";

/** "You're invited to Family Christmas" */
export function invitedTitle(name: string): string {
  return `You're invited to ${name}`;
}

/** A refusal the server explains (an invite no longer valid, already in it): its message. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404 || error.status === 409 || error.status === 410) {
    return error.serverMessage ?? EXCHANGE_INVITE_INVALID;
  }
  return null;
}

/**
 * `/exchanges/join?token=...`: an invite by email to a gift exchange. It
 * says what it is to (name, day, organiser, message); Join puts me in it
 * and goes to its page. An invite no longer valid (410) or one I am in
 * already (409) says the server's words.
 */
export function JoinExchangePage() {
  const search = useLocationSearch();
  const token = search === null ? null : inviteTokenFrom(search);
  const { invite, error, isLoading } = useExchangeInvite(token);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (search !== null && !token) return <Refused message={EXCHANGE_INVITE_INVALID} />;
  if (refusal) return <Refused message={refusal} />;
  const refused = refusalOf(error);
  if (refused) return <Refused message={refused} />;
  if (error) {
    return (
      <Page>
        <h1 className="sr-only">Gift exchange invite</h1>
        <LoadErrorAlert what="this invite" />
      </Page>
    );
  }
  if (search === null || isLoading || !invite || !token) {
    return (
      <Page>
        <h1 className="sr-only">Gift exchange invite</h1>
        <div className="grid grid-cols-1 gap-3" data-testid="invite-loading">
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-9 w-24" />
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
      <h1 className="text-2xl font-bold tracking-tight">Gift exchange invite</h1>
      <Alert variant="destructive" data-testid="invite-refused">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>This invite can&apos;t be used</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild variant="outline" className="self-start">
        <Link href="/exchanges">Your gift exchanges</Link>
      </Button>
    </Page>
  );
}

function InviteReady({
  invite,
  token,
  onRefused,
}: {
  invite: ExchangeInvite;
  token: string;
  onRefused: (message: string) => void;
}) {
  const router = useRouter();
  const keep = useKeepExchange();
  const [pending, setPending] = useState(false);

  async function join() {
    setPending(true);
    let joined;
    try {
      joined = await joinExchange(token);
    } catch (error) {
      setPending(false);
      if (handleUnauthorized(error)) return;
      const refused = refusalOf(error);
      if (refused) onRefused(refused);
      else toast({ title: "Error", description: JOIN_FAILED, variant: "destructive" });
      return;
    }
    await keep(joined).catch(() => undefined);
    toast({ title: `You joined ${joined.name}` });
    // Stay "pending" while the page changes.
    router.push(exchangePath(joined.id));
  }

  return (
    <Page>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Gift className="size-6" aria-hidden="true" />
      </span>
      <div className="grid grid-cols-1 gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words">{invitedTitle(invite.name)}</h1>
        <dl className="grid grid-cols-1 gap-1.5 text-sm text-muted-foreground">
          <div>
            <dt className="sr-only">Date</dt>
            <dd className="flex items-center gap-1.5" data-testid="invite-date">
              <CalendarDays className="size-4" aria-hidden="true" />
              {formatLongDate(invite.date)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Organiser</dt>
            <dd className="flex items-center gap-1.5" data-testid="invite-organiser">
              <UserRound className="size-4" aria-hidden="true" />
              Organised by {invite.organiserName}
            </dd>
          </div>
        </dl>
        {invite.message ? (
          <p className="rounded-lg border-l-4 border-primary/40 bg-muted/40 px-4 py-3 break-words whitespace-pre-line" data-testid="invite-message">
            {invite.message}
          </p>
        ) : null}
        <p className="text-muted-foreground">
          Join to be in the draw: you will see whom you give to, and nobody is told who has you.
        </p>
      </div>
      <Button className="self-start" onClick={() => void join()} disabled={pending}>
        {pending ? "Joining..." : JOIN_BUTTON}
      </Button>
    </Page>
  );
}
