"use client";

import { useId, useState } from "react";
import { ChevronRight, Eye, Gift, Lightbulb, Save, Send } from "lucide-react";

import {
  ANONYMOUS_HINT,
  GIFT_BOUGHT,
  HINTS_SAVED,
  HINTS_TEXT,
  NOT_DRAWN_TEXT,
  YOUR_SECRET_SANTA,
  askLabel,
  hintsLabel,
  recipientHintsLabel,
  showRecipientLabel,
} from "@/components/exchanges/exchange-text";
import { IntentLink } from "@/components/layout/intent-link";
import { friendListPath, myListPath } from "@/components/lists/list-text";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useDependants } from "@/hooks/use-dependants";
import {
  askQuestion,
  seeRecipient,
  setBought,
  setHints,
  useExchangeQuestions,
  useKeepExchange,
  type Exchange,
  type MyPair,
  type Recipient,
} from "@/hooks/use-exchanges";
import { useFriendLists } from "@/hooks/use-lists";
import { saveWithFeedback } from "@/lib/forms";
import { itemCountText } from "@/lib/group-wishlists";

/**
 * One I give for (myself, or someone I look after): before the draw, that
 * the names are not drawn; after it, 'Show whom I give to' (which records
 * the look, so it is never called on its own), then the recipient with
 * their hints and lists, Gift bought, and an anonymous question to them.
 * Until the reveal, the hints this giver leaves their own Secret Santa.
 * `isSelf` says the giver is me (else their name is said).
 */
export function MyPairCard({
  exchange,
  pair,
  isSelf,
  onLooked,
}: {
  exchange: Exchange;
  pair: MyPair;
  isSelf: boolean;
  /** Reloads the exchange once the first look is recorded. */
  onLooked: () => Promise<unknown>;
}) {
  const titleId = useId();
  // Whom the look answered, for the draw it was of (a new draw hides it again).
  const [seen, setSeen] = useState<{ recipient: Recipient; drawnAt: string | null } | null>(null);
  const [looking, setLooking] = useState(false);
  const giverName = isSelf ? null : pair.giverName;
  const recipient = pair.recipient ?? (seen && seen.drawnAt === exchange.drawnAt ? seen.recipient : null);
  const drawn = exchange.drawnAt !== null;

  async function look() {
    setLooking(true);
    try {
      await saveWithFeedback({
        save: () => seeRecipient(exchange.id, pair.giver),
        failure: "Failed to show whom you give to. Please try again.",
        preferServerMessage: true,
        onSaved: async (answer) => {
          setSeen({ recipient: answer, drawnAt: exchange.drawnAt });
          await onLooked().catch(() => undefined);
        },
      });
    } finally {
      setLooking(false);
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      data-testid="my-pair"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <Gift className="size-5 text-primary" aria-hidden="true" />
        {isSelf ? YOUR_SECRET_SANTA : `${pair.giverName}'s Secret Santa`}
      </h2>
      {!drawn ? (
        <p className="text-muted-foreground">{NOT_DRAWN_TEXT}</p>
      ) : !recipient ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm text-muted-foreground">
            The names are drawn. Only {isSelf ? "you" : pair.giverName} will see this.
          </p>
          <Button onClick={() => void look()} disabled={looking}>
            <Eye aria-hidden="true" />
            {showRecipientLabel(giverName)}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-base" data-testid="recipient">
            {giverName === null ? "You give to " : `${giverName} gives to `}
            <strong className="font-semibold">{recipient.name}</strong>
          </p>
          {recipient.hints ? <RecipientHints name={recipient.name} hints={recipient.hints} /> : null}
          <RecipientLists recipient={recipient} />
          <BoughtBox exchange={exchange} pair={pair} />
          <AskForm exchange={exchange} pair={pair} recipient={recipient} />
        </>
      )}
      {exchange.revealed ? null : <HintsForm exchange={exchange} pair={pair} giverName={giverName} />}
    </article>
  );
}

/** What my recipient told their Secret Santa. */
function RecipientHints({ name, hints }: { name: string; hints: string }) {
  return (
    <figure className="grid gap-1 rounded-lg bg-muted/50 px-3 py-2" data-testid="recipient-hints">
      <figcaption className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Lightbulb className="size-3.5" aria-hidden="true" />
        {recipientHintsLabel(name)}
      </figcaption>
      <p className="text-sm break-words whitespace-pre-line">{hints}</p>
    </figure>
  );
}

/** The hints this giver leaves whoever draws them: saved as typed, cleared when emptied. */
function HintsForm({ exchange, pair, giverName }: { exchange: Exchange; pair: MyPair; giverName: string | null }) {
  const id = useId();
  const keep = useKeepExchange();
  const saved = exchange.participants.find((p) => p.id === pair.giver)?.hints ?? "";
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = text ?? saved;
  const changed = value.trim() !== saved;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      await saveWithFeedback({
        save: () => setHints(exchange.id, pair.giver, value.trim()),
        success: { title: HINTS_SAVED },
        failure: "Failed to save the hints. Please try again.",
        preferServerMessage: true,
        onSaved: async (answer) => {
          await keep(answer);
          setText(null);
        },
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-2 border-t pt-4" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {hintsLabel(giverName)}
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={value}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-text`}
        placeholder="Size M, loves tea, no more candles"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-text`} className="text-xs text-muted-foreground">
          {HINTS_TEXT}
        </p>
        <Button type="submit" size="sm" variant="outline" disabled={saving || !changed}>
          <Save aria-hidden="true" />
          Save hints
        </Button>
      </div>
    </form>
  );
}

/** Gift bought: kept per giver (only the giver and their guardians see it). */
function BoughtBox({ exchange, pair }: { exchange: Exchange; pair: MyPair }) {
  const id = useId();
  const keep = useKeepExchange();
  const [pending, setPending] = useState<boolean | null>(null);

  async function change(bought: boolean) {
    setPending(bought);
    try {
      await saveWithFeedback({
        save: () => setBought(exchange.id, pair.giver, bought),
        failure: "Failed to save. Please try again.",
        preferServerMessage: true,
        onSaved: keep,
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary"
        checked={pending ?? pair.bought}
        disabled={pending !== null}
        onChange={(event) => void change(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm">
        {GIFT_BOUGHT}
      </label>
    </div>
  );
}

/** An anonymous question to my recipient: they are told their Secret Santa asked, not who. */
function AskForm({ exchange, pair, recipient }: { exchange: Exchange; pair: MyPair; recipient: Recipient }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const questions = useExchangeQuestions(exchange.id);
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    setSending(true);
    try {
      await saveWithFeedback({
        save: () => askQuestion(exchange.id, pair.giver, text),
        success: { title: "Question sent", description: `${recipient.name} can answer it here.` },
        failure: "Failed to send the question. Please try again.",
        preferServerMessage: true,
        onSaved: async () => {
          setBody("");
          await questions.mutate().catch(() => undefined);
        },
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-2 border-t pt-4" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {askLabel(recipient.name)}
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-describedby={hintId}
        placeholder="Which size? Which colour? Any allergies?"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-muted-foreground">
          {ANONYMOUS_HINT}
        </p>
        <Button type="submit" size="sm" variant="outline" disabled={sending || !body.trim()}>
          <Send aria-hidden="true" />
          Ask
        </Button>
      </div>
    </form>
  );
}

/**
 * The recipient's lists, each a link to its page: a user's lists shown to
 * their friends, or the lists of someone I look after. A dependant of a
 * friend's is found with that friend's lists, in my Circle.
 */
function RecipientLists({ recipient }: { recipient: Recipient }) {
  if (recipient.userId !== null) return <UserLists userId={recipient.userId} name={recipient.name} />;
  if (recipient.dependantId !== null) return <DependantLists dependantId={recipient.dependantId} name={recipient.name} />;
  return null;
}

function UserLists({ userId, name }: { userId: number; name: string }) {
  const { lists, error, isLoading } = useFriendLists(userId);
  if (isLoading) return <Skeleton className="h-12 rounded-lg" data-testid="recipient-lists-loading" />;
  if (error) {
    return <p className="text-sm text-muted-foreground">{name}&apos;s lists are shown to their friends only.</p>;
  }
  if (lists.length === 0) return <p className="text-sm text-muted-foreground">{name} shows no lists to friends yet.</p>;
  return (
    <ListLinks
      name={name}
      lists={lists.map((list) => ({ id: list.id, name: list.name, itemCount: list.itemCount, href: friendListPath(list.id) }))}
    />
  );
}

function DependantLists({ dependantId, name }: { dependantId: number; name: string }) {
  const { dependants, isLoading } = useDependants();
  if (isLoading) return <Skeleton className="h-12 rounded-lg" data-testid="recipient-lists-loading" />;
  const mine = dependants.find((d) => d.id === dependantId);
  if (!mine) {
    return (
      <p className="text-sm text-muted-foreground">
        Their guardians keep {name}&apos;s lists: find them with their guardian&apos;s lists in{" "}
        <IntentLink href="/friends" className="font-medium text-primary underline-offset-4 hover:underline">
          your Circle
        </IntentLink>
        .
      </p>
    );
  }
  return (
    <ListLinks
      name={name}
      lists={mine.lists.map((list) => ({ id: list.id, name: list.name, itemCount: list.itemCount, href: myListPath(list.id) }))}
    />
  );
}

function ListLinks({
  name,
  lists,
}: {
  name: string;
  lists: readonly { id: number; name: string; itemCount: number; href: string }[];
}) {
  return (
    <ul className="grid grid-cols-1 gap-1.5" aria-label={`${name}'s lists`}>
      {lists.map((list) => (
        <li key={list.id}>
          <IntentLink
            href={list.href}
            className="flex items-center gap-3 rounded-lg border bg-background px-3 py-2 text-sm transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-hidden"
          >
            <span className="min-w-0 flex-1 truncate font-medium">{list.name}</span>
            <span className="inline-flex shrink-0 items-center gap-1.5 text-muted-foreground">
              <Gift className="size-4" aria-hidden="true" />
              {itemCountText(list.itemCount)}
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
