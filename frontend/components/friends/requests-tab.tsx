"use client";

import { useState } from "react";
import { Check, Inbox, Send, X } from "lucide-react";

import { PersonRow, personName } from "@/components/friends/person-row";
import { LoadErrorAlert } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  useFriendRequests,
  useRevalidateFriends,
  useSentRequests,
} from "@/hooks/use-friends";
import { saveWithFeedback } from "@/lib/forms";
import { FRIEND_REQUEST_ACCEPTED } from "@/lib/messages";

type Action = "accept" | "decline" | "cancel";

const ACTIONS: Record<Action, { call: (id: number) => Promise<unknown>; success: string; failure: string }> = {
  accept: { call: acceptFriendRequest, success: FRIEND_REQUEST_ACCEPTED, failure: "Failed to accept the request." },
  decline: { call: declineFriendRequest, success: "Request declined", failure: "Failed to decline the request." },
  cancel: { call: cancelFriendRequest, success: "Request cancelled", failure: "Failed to cancel the request." },
};

function ListSkeleton() {
  return (
    <div className="grid gap-3">
      {Array.from({ length: 2 }, (_, i) => (
        <Skeleton key={i} className="h-[76px] rounded-xl" />
      ))}
    </div>
  );
}

/** My Circle's Requests tab: incoming requests (accept, decline) and sent ones (pending, cancel). */
export function RequestsTab() {
  const incoming = useFriendRequests();
  const sent = useSentRequests();
  const revalidate = useRevalidateFriends();
  const [busy, setBusy] = useState<number | null>(null);

  const pendingIncoming = incoming.requests.filter((r) => r.status === "pending");
  const pendingSent = sent.requests.filter((r) => r.status === "pending");

  async function run(action: Action, requestId: number) {
    const { call, success, failure } = ACTIONS[action];
    setBusy(requestId);
    await saveWithFeedback({ save: () => call(requestId), success: { title: success }, failure });
    setBusy(null);
    await revalidate();
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="incoming-requests" className="grid gap-3">
        <h2 id="incoming-requests" className="text-lg font-semibold">
          Friend Requests
        </h2>
        {incoming.isLoading ? (
          <ListSkeleton />
        ) : incoming.error ? (
          <LoadErrorAlert what="your friend requests" />
        ) : pendingIncoming.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="No pending requests"
            description="When someone sends you a friend request, it shows up here."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Incoming requests">
            {pendingIncoming.map((request) => {
              const name = personName(request.sender);
              return (
                <PersonRow key={request.id} person={request.sender}>
                  <Button
                    size="sm"
                    aria-label={`Accept request from ${name}`}
                    disabled={busy === request.id}
                    onClick={() => run("accept", request.id)}
                  >
                    <Check aria-hidden="true" />
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Decline request from ${name}`}
                    disabled={busy === request.id}
                    onClick={() => run("decline", request.id)}
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </PersonRow>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="sent-requests" className="grid gap-3">
        <h2 id="sent-requests" className="text-lg font-semibold">
          Sent Requests
        </h2>
        {sent.isLoading ? (
          <ListSkeleton />
        ) : sent.error ? (
          <LoadErrorAlert what="your sent requests" />
        ) : pendingSent.length === 0 ? (
          <EmptyState
            icon={Send}
            title="No sent requests"
            description="Requests you send from Find Friends wait here until answered."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Sent requests">
            {pendingSent.map((request) => (
              <PersonRow key={request.id} person={request.receiver}>
                <Badge variant="secondary">Pending</Badge>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Cancel request to ${personName(request.receiver)}`}
                  disabled={busy === request.id}
                  onClick={() => run("cancel", request.id)}
                >
                  Cancel
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
