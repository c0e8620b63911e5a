"use client";

import { Mail, Pencil, Phone, Trash2 } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { InitialsAvatar } from "@/components/ui/avatar";
import { contactInitials, relationshipLabel, type Contact } from "@/lib/contacts";

/** One person of the circle: avatar, name, relationship, email, phone, interests, edit and delete. */
export function ContactCard({
  contact,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  const titleId = `contact-${contact.id}-name`;
  const relationship = relationshipLabel(contact.relationship);
  const interests = Array.isArray(contact.interests) ? contact.interests : [];
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="contact-card"
    >
      <div className="flex items-start gap-3">
        <InitialsAvatar
          src={contact.photoUrl}
          alt={contact.name}
          initials={contactInitials(contact.name)}
          className="size-12"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="truncate font-semibold">
            {contact.name}
          </h3>
          {relationship ? (
            <Badge variant="secondary" className="capitalize">
              {relationship}
            </Badge>
          ) : null}
        </div>
        <div className="-mt-1 -mr-1 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={`Edit ${contact.name}`} onClick={() => onEdit(contact)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${contact.name}`}
            className="text-muted-foreground hover:text-destructive"
            onClick={() => onDelete(contact)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {contact.email || contact.phone ? (
        <dl className="grid gap-1 text-sm text-muted-foreground">
          {contact.email ? (
            <div className="flex min-w-0 items-center gap-2">
              <dt>
                <Mail className="size-4" aria-hidden="true" />
                <span className="sr-only">Email</span>
              </dt>
              <dd className="truncate">
                <a href={`mailto:${contact.email}`} className="hover:underline">
                  {contact.email}
                </a>
              </dd>
            </div>
          ) : null}
          {contact.phone ? (
            <div className="flex items-center gap-2">
              <dt>
                <Phone className="size-4" aria-hidden="true" />
                <span className="sr-only">Phone</span>
              </dt>
              <dd>
                <a href={`tel:${contact.phone}`} className="hover:underline">
                  {contact.phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {interests.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Interests">
          {interests.map((interest, i) => (
            <li key={`${interest}-${i}`}>
              <Badge variant="outline" className="font-normal">
                {interest}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
