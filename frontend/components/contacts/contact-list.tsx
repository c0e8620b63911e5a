"use client";

import { useState } from "react";
import { Plus, Search, Upload, Users } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { ContactCard } from "@/components/contacts/contact-card";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { InputWithIcon } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { deleteContact, useContacts, useRevalidateContacts } from "@/hooks/use-contacts";
import { matchesContact, type Contact } from "@/lib/contacts";
import { saveWithFeedback } from "@/lib/forms";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));
const ContactDialog = lazyDialog(() =>
  import("@/components/contacts/contact-dialog").then((module) => module.ContactDialog),
);
const ImportContactsDialog = lazyDialog(() =>
  import("@/components/contacts/import-contacts-dialog").then((module) => module.ImportContactsDialog),
);

/**
 * The contact list of My Circle's Contacts tab and of /contacts: search by
 * name or relationship, a card grid with edit and delete, Import Contacts
 * and Add Contact.
 */
export function ContactList() {
  const { contacts, error, isLoading } = useContacts();
  const revalidate = useRevalidateContacts();
  const [query, setQuery] = useState("");
  const [addOpen, setAddOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [editTarget, setEditTarget] = useState<Contact | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<Contact | null>(null);

  const shown = contacts.filter((c) => matchesContact(c, query));

  async function confirmDelete() {
    if (!deleteTarget) return;
    return saveWithFeedback({
      save: () => deleteContact(deleteTarget.id),
      success: { title: "Contact deleted" },
      failure: "Failed to delete contact. Please try again.",
      onSaved: () => revalidate(),
    });
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <InputWithIcon
          icon={Search}
          wrapperClassName="w-full sm:max-w-xs"
          type="search"
          aria-label="Search contacts"
          placeholder="Search by name or relationship..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {/* Side by side while both labels fit, else one above the other. */}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImportOpen(true)} className="flex-1 sm:flex-none">
            <Upload aria-hidden="true" />
            Import Contacts
          </Button>
          <Button onClick={() => setAddOpen(true)} className="flex-1 sm:flex-none">
            <Plus aria-hidden="true" />
            Add Contact
          </Button>
        </div>
      </div>

      <section aria-label="Contacts">
        {isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="contacts-loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-36 rounded-xl" />
            ))}
          </div>
        ) : error ? (
          <LoadErrorAlert what="your contacts" />
        ) : shown.length === 0 ? (
          contacts.length > 0 ? (
            <EmptyState
              icon={Users}
              titleAs="h3"
              title="No contacts found"
              description={<>No one in your circle matches &ldquo;{query.trim()}&rdquo;. Try another name or relationship.</>}
            />
          ) : (
            <EmptyState
              icon={Users}
              titleAs="h3"
              title="No contacts yet"
              description="Add the people you shop for, or import them from your phone or a contacts file."
            >
              <div className="mt-1 flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={() => setImportOpen(true)}>
                  <Upload aria-hidden="true" />
                  Import Contacts
                </Button>
                <Button onClick={() => setAddOpen(true)}>
                  <Plus aria-hidden="true" />
                  Add Contact
                </Button>
              </div>
            </EmptyState>
          )
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((contact) => (
              <li key={contact.id}>
                <ContactCard
                  contact={contact}
                  onEdit={(c) => {
                    setEditTarget(c);
                    setEditOpen(true);
                  }}
                  onDelete={(c) => {
                    setDeleteTarget(c);
                    setDeleteOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ContactDialog open={addOpen} onOpenChange={setAddOpen} />
      <ImportContactsDialog open={importOpen} onOpenChange={setImportOpen} />
      {editTarget ? (
        <ContactDialog key={editTarget.id} open={editOpen} onOpenChange={setEditOpen} contact={editTarget} />
      ) : null}
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete contact?"
        description={
          deleteTarget
            ? `${deleteTarget.name} will be removed from your circle. Their special dates stay, no longer linked to a contact.`
            : ""
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
