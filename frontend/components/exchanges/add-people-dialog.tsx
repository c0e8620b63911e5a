"use client";

import { useState } from "react";
import { CheckCircle2 } from "lucide-react";

import { ADD_PEOPLE, INVITE_LINK_TEXT } from "@/components/exchanges/exchange-text";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form-dialog";
import { personName } from "@/components/friends/person-row";
import { ShareableLink } from "@/components/sharing/shareable-link";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDependants, useFriendDependants } from "@/hooks/use-dependants";
import {
  addParticipant,
  useKeepExchange,
  type Exchange,
  type ParticipantBody,
} from "@/hooks/use-exchanges";
import { useFriends } from "@/hooks/use-friends";
import { saveWithFeedback } from "@/lib/forms";
import { INVALID_EMAIL } from "@/lib/messages";

export const FRIEND_TAB = "A friend";
export const DEPENDANT_TAB = "Someone looked after";
export const KEEPER_LABEL = "Looked after by";
export const KEEPER_ME = "You";
export const EMAIL_TAB = "By email";
export const FRIEND_LABEL = "Friend";
export const DEPENDANT_LABEL = "Who";
export const EMAIL_LABEL = "Email";
export const MAKE_INVITE_LINK = "Make invite link";

type Tab = "friend" | "dependant" | "email";

/**
 * The organiser adds someone before the draw: a friend, someone they or a
 * friend look after (the guardians give for them), or anyone by email. An email makes an invite link, shown once
 * with Copy link: only its hash is kept, so it can't be shown again.
 */
export function AddPeopleDialog({ exchange, ...dialog }: DialogOpenProps & { exchange: Exchange }) {
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-lg"
      title={ADD_PEOPLE}
      description={`Add someone to ${exchange.name}: a friend, someone you look after, or anyone with an invite link.`}
    >
      <AddPeopleForm exchange={exchange} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function AddPeopleForm({ exchange, onDone }: { exchange: Exchange; onDone: () => void }) {
  const keep = useKeepExchange();
  const [tab, setTab] = useState<Tab>("friend");
  const [friendId, setFriendId] = useState("");
  // Whose dependants are offered: "" for mine, else a friend's id.
  const [keeperId, setKeeperId] = useState("");
  const [dependantId, setDependantId] = useState("");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [invite, setInvite] = useState<{ email: string; url: string } | null>(null);
  const friends = useFriends();
  const mine = useDependants();
  const friendsKept = useFriendDependants(keeperId ? Number(keeperId) : null);
  const dependants = keeperId ? friendsKept : mine;
  const keeper = keeperId ? friends.friends.find((f) => String(f.id) === keeperId) : undefined;
  const keeperName = keeper ? personName(keeper) : null;

  function bodyAndName(): { body: ParticipantBody; name: string } | null {
    if (tab === "friend") {
      const friend = friends.friends.find((f) => String(f.id) === friendId);
      return friend ? { body: { userId: friend.id }, name: personName(friend) } : null;
    }
    if (tab === "dependant") {
      const dependant = dependants.dependants.find((d) => String(d.id) === dependantId);
      return dependant ? { body: { dependantId: dependant.id }, name: dependant.name } : null;
    }
    const address = email.trim();
    if (!address) {
      setEmailError(INVALID_EMAIL);
      return null;
    }
    return { body: { email: address }, name: address };
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmailError(undefined);
    const chosen = bodyAndName();
    if (!chosen) return;
    setSubmitting(true);
    try {
      await saveWithFeedback({
        save: () => addParticipant(exchange.id, chosen.body),
        success: chosen.body.email ? undefined : { title: `${chosen.name} added` },
        failure: "Failed to add them. Please try again.",
        preferServerMessage: true,
        onSaved: async (added) => {
          await keep(added.exchange);
          if (added.inviteUrl) {
            // The link is in this answer only.
            setInvite({ email: chosen.name, url: added.inviteUrl });
            return;
          }
          onDone();
        },
      });
    } finally {
      setSubmitting(false);
    }
  }

  if (invite) {
    return (
      <div className="grid gap-4" data-testid="invite-made">
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
          {invite.email} is invited.
        </p>
        <p className="text-sm text-muted-foreground">{INVITE_LINK_TEXT}</p>
        <ShareableLink url={invite.url} label="Invite link" copyLabel="Copy link" />
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            Done
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const nothingChosen = (tab === "friend" && !friendId) || (tab === "dependant" && !dependantId);
  return (
    <DialogForm
      onSubmit={(event) => void submit(event)}
      onCancel={onDone}
      submitting={submitting}
      submitLabel={tab === "email" ? MAKE_INVITE_LINK : "Add"}
      submittingLabel="Adding..."
      submitDisabled={nothingChosen}
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="w-full">
          <TabsTrigger value="friend">{FRIEND_TAB}</TabsTrigger>
          <TabsTrigger value="dependant">{DEPENDANT_TAB}</TabsTrigger>
          <TabsTrigger value="email">{EMAIL_TAB}</TabsTrigger>
        </TabsList>
        <TabsContent value="friend" className="pt-2">
          <FormField
            label={FRIEND_LABEL}
            description={
              friends.isLoading
                ? "Loading your friends..."
                : friends.friends.length === 0
                  ? "No friends yet: invite anyone by email instead."
                  : undefined
            }
          >
            <NativeSelect value={friendId} onChange={(event) => setFriendId(event.target.value)}>
              <option value="">Choose a friend</option>
              {friends.friends.map((friend) => (
                <option key={friend.id} value={String(friend.id)}>
                  {personName(friend)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </TabsContent>
        <TabsContent value="dependant" className="pt-2">
          <FormField
            label={KEEPER_LABEL}
            className="pb-3"
          >
            <NativeSelect
              value={keeperId}
              onChange={(event) => {
                setKeeperId(event.target.value);
                setDependantId("");
              }}
            >
              <option value="">{KEEPER_ME}</option>
              {friends.friends.map((friend) => (
                <option key={friend.id} value={String(friend.id)}>
                  {personName(friend)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label={DEPENDANT_LABEL}
            description={
              dependants.isLoading
                ? "Loading..."
                : dependants.dependants.length === 0
                  ? keeperName
                    ? `${keeperName} looks after nobody you can see yet.`
                    : "You look after nobody yet: add them on the Family page."
                  : keeperName
                    ? `Someone ${keeperName} looks after: their guardians give for them.`
                    : "A child, a pet or a grandparent you look after: you give for them."
            }
          >
            <NativeSelect value={dependantId} onChange={(event) => setDependantId(event.target.value)}>
              <option value="">Choose someone</option>
              {dependants.dependants.map((dependant) => (
                <option key={dependant.id} value={String(dependant.id)}>
                  {dependant.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </TabsContent>
        <TabsContent value="email" className="pt-2">
          <FormField
            label={EMAIL_LABEL}
            description="Anyone, friend or not: you get a link to send them."
            error={emailError}
          >
            <Input
              type="email"
              autoComplete="off"
              placeholder="sam@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
        </TabsContent>
      </Tabs>
    </DialogForm>
  );
}
