"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Eye, LogOut, UserMinus, UserPlus, Users } from "lucide-react";

import { ADD_PEOPLE, INVITED_NOT_JOINED } from "@/components/exchanges/exchange-text";
import { CardAction } from "@/components/card-action";
import { lazyDialog } from "@/components/lazy-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  removeParticipant,
  useRevalidateExchanges,
  type Exchange,
  type Participant,
} from "@/hooks/use-exchanges";
import { saveWithFeedback } from "@/lib/forms";
import { peopleCountText } from "@/lib/exchanges";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));
const AddPeopleDialog = lazyDialog(() =>
  import("@/components/exchanges/add-people-dialog").then((module) => module.AddPeopleDialog),
);

export const PEOPLE_TITLE = "People";
export const LEAVE_TEXT = "You won't be in the draw any more. The organiser can add you again.";

/**
 * Everyone in the exchange: 'Invited, not joined yet' for an invite by
 * email not taken up, 'Has looked' (the organiser's) for those who have
 * seen whom they give to. The organiser adds people and takes them out
 * before the draw; anyone else leaves (or takes out someone they look
 * after) from their own row.
 */
export function ExchangeParticipants({
  exchange,
  selfId,
  onChanged,
}: {
  exchange: Exchange;
  selfId: number | null;
  /** Reloads the exchange after someone was taken out. */
  onChanged: () => Promise<unknown>;
}) {
  const titleId = useId();
  const router = useRouter();
  const revalidate = useRevalidateExchanges();
  const [addOpen, setAddOpen] = useState(false);
  const [leaving, setLeaving] = useState<Participant | null>(null);
  const [busy, setBusy] = useState(false);
  const drawn = exchange.drawnAt !== null;
  const { participants, iOrganise } = exchange;

  async function remove(participant: Participant, self: boolean) {
    setBusy(true);
    try {
      return await saveWithFeedback({
        save: () => removeParticipant(exchange.id, participant.id),
        success: self ? { title: `You left ${exchange.name}` } : { title: `${participant.name} is out of the exchange` },
        failure: self ? "Failed to leave. Please try again." : "Failed to take them out. Please try again.",
        preferServerMessage: true,
        onSaved: async () => {
          if (self) {
            // Not in it any more: its page would say it does not exist.
            router.push("/exchanges");
            await revalidate().catch(() => undefined);
            return;
          }
          await Promise.all([onChanged(), revalidate()]).catch(() => undefined);
        },
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
          <Users className="size-5 text-muted-foreground" aria-hidden="true" />
          {PEOPLE_TITLE}
          <span className="text-base font-normal text-muted-foreground">({peopleCountText(participants.length)})</span>
        </h2>
        {iOrganise && !drawn ? (
          <Button variant="outline" onClick={() => setAddOpen(true)}>
            <UserPlus aria-hidden="true" />
            {ADD_PEOPLE}
          </Button>
        ) : null}
      </div>
      <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2" aria-label="People in this exchange">
        {participants.map((participant) => {
          const self = participant.id === selfId;
          return (
            <li
              key={participant.id}
              aria-label={participant.name}
              className="flex min-h-11 min-w-0 items-center justify-between gap-3 rounded-lg border bg-card py-1 pr-1 pl-3"
            >
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="min-w-0 truncate text-sm font-medium">
                  {participant.name}
                  {self ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
                </span>
                {!participant.joined ? <Badge variant="outline">{INVITED_NOT_JOINED}</Badge> : null}
                {participant.looked ? (
                  <Badge variant="secondary">
                    <Eye aria-hidden="true" />
                    Has looked
                  </Badge>
                ) : null}
              </span>
              {iOrganise ? (
                !drawn && !self ? (
                  <CardAction
                    icon={UserMinus}
                    label={`Remove ${participant.name}`}
                    destructive
                    onClick={() => void remove(participant, false)}
                    disabled={busy}
                  >
                    Remove
                  </CardAction>
                ) : null
              ) : participant.mine ? (
                <CardAction
                  icon={LogOut}
                  label={self ? "Leave" : `Take out ${participant.name}`}
                  onClick={() => setLeaving(participant)}
                  disabled={busy}
                >
                  {self ? "Leave" : "Take out"}
                </CardAction>
              ) : null}
            </li>
          );
        })}
      </ul>

      {iOrganise ? <AddPeopleDialog open={addOpen} onOpenChange={setAddOpen} exchange={exchange} /> : null}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null);
        }}
        title={leaving?.id === selfId ? `Leave ${exchange.name}?` : `Take ${leaving?.name ?? "them"} out of ${exchange.name}?`}
        description={leaving?.id === selfId ? LEAVE_TEXT : "They won't be in the draw any more."}
        confirmLabel={leaving?.id === selfId ? "Leave" : "Take out"}
        destructive
        onConfirm={() => (leaving ? remove(leaving, leaving.id === selfId) : true)}
      />
    </section>
  );
}
