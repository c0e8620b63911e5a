"use client";

import { useState } from "react";
import { Lock, StickyNote, Trash2 } from "lucide-react";

import { MessageForm } from "@/components/chip-in/message-form";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { Skeleton } from "@/components/ui/skeleton";
import { useGiverNotes } from "@/hooks/use-chip-in";
import {
  addGiverNote,
  deleteGiverNote,
  NO_NOTES,
  NOTE_LABEL,
  NOTES_PRIVACY,
  NOTES_TITLE,
  POST_NOTE,
  type GiverNote,
} from "@/lib/chip-in";
import { formatRelativeTime } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";
import { NOTE_REQUIRED, NOTE_TOO_LONG } from "@/lib/messages";

/**
 * "Notes from givers", under a giver's claim box: closed at first; opened,
 * the notes the item's givers left each other (loaded then), Delete on
 * mine, and a note of my own while claims are open. Only givers ever get
 * this (the card shows it only with the item's claims), and it says so.
 */
export function GiversNotes({ itemId, itemName, closed }: { itemId: number; itemName: string; closed: boolean }) {
  return (
    <Disclosure title={NOTES_TITLE} icon={StickyNote} testId="givers-notes">
      <NotesBody itemId={itemId} itemName={itemName} closed={closed} />
    </Disclosure>
  );
}

function NotesBody({ itemId, itemName, closed }: { itemId: number; itemName: string; closed: boolean }) {
  const { notes, error, isLoading, mutate } = useGiverNotes(itemId);
  return (
    <>
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        {NOTES_PRIVACY}
      </p>
      {isLoading ? (
        <Skeleton className="h-10 w-full" />
      ) : error ? (
        <p className="text-destructive">Unable to load the notes.</p>
      ) : notes.length === 0 ? (
        <p className="text-muted-foreground">{NO_NOTES}</p>
      ) : (
        <ul className="grid gap-2" aria-label={`${NOTES_TITLE} on ${itemName}`}>
          {notes.map((note) => (
            <NoteRow key={note.id} note={note} itemId={itemId} onDeleted={() => mutate()} />
          ))}
        </ul>
      )}
      {closed ? null : (
        <MessageForm
          label={NOTE_LABEL}
          submitLabel={POST_NOTE}
          submitAriaLabel={`${POST_NOTE} (${itemName})`}
          required={NOTE_REQUIRED}
          tooLong={NOTE_TOO_LONG}
          send={(body) => addGiverNote(itemId, body)}
          success={{ title: "Note posted", description: `The other givers of ${itemName} can read it.` }}
          failure="Failed to post the note. Please try again."
          onSent={() => mutate()}
        />
      )}
    </>
  );
}

function NoteRow({ note, itemId, onDeleted }: { note: GiverNote; itemId: number; onDeleted: () => unknown }) {
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    await saveWithFeedback({
      save: () => deleteGiverNote(itemId, note.id),
      success: { title: "Note deleted" },
      failure: "Failed to delete the note. Please try again.",
      preferServerMessage: true,
      onSaved: async () => {
        await onDeleted();
      },
    });
    setDeleting(false);
  }

  return (
    <li data-testid="giver-note" className="grid gap-1 rounded-md bg-background/60 p-2">
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{note.authorName}</span>
        {note.mine ? <span>(you)</span> : null}
        <time dateTime={note.createdAt}>{formatRelativeTime(note.createdAt)}</time>
        {note.mine ? (
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto h-7 px-2 text-muted-foreground hover:text-destructive"
            disabled={deleting}
            aria-label={`Delete my note: ${note.body.slice(0, 40)}`}
            onClick={() => void remove()}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </p>
      <p className="break-words whitespace-pre-line">{note.body}</p>
    </li>
  );
}
