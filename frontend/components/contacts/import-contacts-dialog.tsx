"use client";

import { useId, useState } from "react";
import { ArrowLeft, FileUp, Loader2, ShieldCheck, Smartphone, type LucideIcon } from "lucide-react";

import {
  ContactSelectionList,
  skipReason,
  type SelectableContact,
} from "@/components/contacts/contact-selection-list";
import { FormDialog, type DialogOpenProps } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  importContacts,
  previewVcard,
  useRevalidateContacts,
  type ImportContact,
  type ImportPreview,
} from "@/hooks/use-contacts";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { importedText, previewCountsText, type Relationship } from "@/lib/contacts";
import { FILE_TOO_LARGE, takeChosenFile } from "@/lib/files";
import { saveWithFeedback, withoutEmpty } from "@/lib/forms";
import { cn } from "@/lib/utils";

/** The relationship an imported contact gets when nothing says otherwise. */
const FRIEND: Relationship = "friend";
/** What the spec's phone-picker import sends: the label, which the API takes. */
const PICKED_RELATIONSHIP = "Friend" as const;

/** What the Contact Picker API (`navigator.contacts.select`) returns per contact. */
interface PickedContact {
  name?: string[];
  tel?: string[];
  email?: string[];
}

interface ContactsManager {
  select(properties: string[], options?: { multiple?: boolean }): Promise<PickedContact[]>;
}

function contactsManager(): ContactsManager | null {
  if (typeof navigator === "undefined" || !("contacts" in navigator)) return null;
  return (navigator as Navigator & { contacts: ContactsManager }).contacts;
}

function first(values: string[] | undefined): string | null {
  const value = values?.map((v) => v.trim()).find(Boolean);
  return value ?? null;
}

/** The picker's contacts as selection rows (skip rules applied). */
export function pickedToRows(picked: readonly PickedContact[]): SelectableContact[] {
  return picked.map((contact, index) => {
    const name = first(contact.name);
    const email = first(contact.email);
    const phone = first(contact.tel);
    return { key: `picked-${index}`, name, email, phone, skipReason: skipReason(name, email, phone) };
  });
}

/** A vCard preview as selection rows; duplicates carry their reason, skipped ones theirs. */
export function previewToRows(preview: ImportPreview): SelectableContact[] {
  return preview.entries.map((entry, index) => ({
    key: `vcard-${index}`,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    birthday: entry.birthday,
    anniversary: entry.anniversary,
    relationship: entry.relationship,
    skipReason: entry.status === "skipped" ? (entry.reason ?? skipReason(entry.name, entry.email, entry.phone)) : null,
    note: entry.status === "duplicate" ? (entry.reason ?? "Already in your contacts") : null,
  }));
}

type Source = "picker" | "file";

interface Selection {
  source: Source;
  rows: SelectableContact[];
  defaultSelected?: string[];
  summary?: string;
}

/**
 * Import Contacts: from the phone's contact picker (an access step first)
 * or from a .vcf file, then one shared selection list, then one bulk call.
 * Everything resets when the dialog closes.
 */
export function ImportContactsDialog(dialog: DialogOpenProps) {
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-xl"
      title="Import Contacts"
      description="Bring the people you care about into your circle from your phone or from a contacts file."
    >
      <ImportFlow onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ImportFlow({ onDone }: { onDone: () => void }) {
  const uid = useId();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [pickerUnsupported, setPickerUnsupported] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const revalidate = useRevalidateContacts();

  async function openPicker() {
    const manager = contactsManager();
    if (!manager) {
      setPickerUnsupported(true);
      toast({ title: "Not supported", description: "Your browser doesn't support contacts access", variant: "destructive" });
      return;
    }
    try {
      const picked = await manager.select(["name", "tel", "email"], { multiple: true });
      if (!picked || picked.length === 0) return;
      setSelection({ source: "picker", rows: pickedToRows(picked) });
    } catch {
      toast({
        title: "Access denied",
        description: "Unable to access contacts. Please allow permission and try again.",
        variant: "destructive",
      });
    }
  }

  async function readFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = takeChosenFile(event.target);
    if (!file) return;
    if (file === FILE_TOO_LARGE) {
      setFileError(FILE_TOO_LARGE);
      return;
    }
    setFileError(null);
    setReading(true);
    try {
      const preview = await previewVcard(file);
      const rows = previewToRows(preview);
      setSelection({
        source: "file",
        rows,
        defaultSelected: rows.filter((_, i) => preview.entries[i].status === "new").map((row) => row.key),
        summary: previewCountsText(preview.counts),
      });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError && error.status === 413) setFileError(FILE_TOO_LARGE);
      else if (error instanceof ApiError && error.serverMessage) setFileError(error.serverMessage);
      else setFileError("The file could not be read. Please try again.");
    } finally {
      setReading(false);
    }
  }

  async function runImport(source: Source, chosen: SelectableContact[]) {
    // Chosen rows always have a name (a nameless one is skipped); empty fields are left out.
    const contacts = chosen.map(
      (row): ImportContact =>
        source === "picker"
          ? withoutEmpty({ name: row.name ?? "", email: row.email, phone: row.phone, relationship: PICKED_RELATIONSHIP })
          : withoutEmpty({
              name: row.name ?? "",
              email: row.email,
              phone: row.phone,
              relationship: row.relationship ?? FRIEND,
              birthday: row.birthday,
              anniversary: row.anniversary,
            }),
    );
    setImporting(true);
    await saveWithFeedback({
      save: async () => {
        const result = await importContacts(contacts);
        await revalidate();
        return result;
      },
      success: (result) => ({
        title: "Contacts imported",
        description: importedText(result.imported, result.datesCreated),
      }),
      failureTitle: "Import failed",
      failure: "Failed to import contacts. Please try again.",
      onSaved: onDone,
    });
    setImporting(false);
  }

  if (selection) {
    return (
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => setSelection(null)} disabled={importing}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          {selection.summary ? (
            <p className="text-sm font-medium" data-testid="import-counts">
              {selection.summary}
            </p>
          ) : null}
        </div>
        <ContactSelectionList
          items={selection.rows}
          defaultSelected={selection.defaultSelected}
          pending={importing}
          onImport={(chosen) => runImport(selection.source, chosen)}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ImportSource
        id={`${uid}-phone`}
        icon={Smartphone}
        tone="bg-primary/10 text-primary"
        title="Import Phone Contacts"
        description="Pick people from your phone's contacts. We only read their name, phone number and email address, and only for the people you choose."
        note={
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Nothing is imported until you confirm the list.
          </p>
        }
      >
        <Button type="button" onClick={openPicker} className="justify-self-start">
          <Smartphone aria-hidden="true" />
          Choose Phone Contacts
        </Button>
        {pickerUnsupported ? (
          <p className="text-sm text-muted-foreground" role="status">
            This browser can&apos;t open your phone&apos;s contacts. Export them as a .vcf file and import it below
            instead.
          </p>
        ) : null}
      </ImportSource>

      <ImportSource
        id={`${uid}-file`}
        icon={FileUp}
        tone="bg-sky-100 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300"
        title="Import from a file (.vcf)"
        description="Export your contacts from Google Contacts, iCloud or Outlook as a vCard file. Birthdays and anniversaries in the file become special dates."
      >
        <FormField label="vCard file" error={fileError ?? undefined} announceError>
          {(props) => (
            <>
              <Input {...props} type="file" accept=".vcf,text/vcard,text/x-vcard" onChange={readFile} disabled={reading} />
              {reading ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  Reading the file...
                </p>
              ) : null}
            </>
          )}
        </FormField>
      </ImportSource>
    </div>
  );
}

/** One way to import: its icon, heading and explanation, then its controls (`children`). */
function ImportSource({
  id,
  icon: Icon,
  tone,
  title,
  description,
  note,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  /** The icon badge's colours. */
  tone: string;
  title: string;
  description: string;
  note?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border p-4">
      <div className="flex items-start gap-3">
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h3 id={id} className="font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
          {note}
        </div>
      </div>
      {children}
    </section>
  );
}
