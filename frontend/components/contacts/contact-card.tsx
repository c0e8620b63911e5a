"use client";

import { Gift, Mail, Pencil, Phone, Trash2, type LucideIcon } from "lucide-react";

import { CardAction } from "@/components/card-action";
import { GIFTS_LINK, giftsLinkLabel } from "@/components/gifts/gift-text";
import { IntentLink } from "@/components/layout/intent-link";
import { Badge } from "@/components/ui/badge";
import { InitialsAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { contactInitials, relationshipLabel, type Contact } from "@/lib/contacts";
import { personPath } from "@/lib/gifts";

/** A contact's photo, or their initials without one. */
export function ContactAvatar({ contact, className }: { contact: Pick<Contact, "name" | "photoUrl">; className?: string }) {
  return (
    <InitialsAvatar
      src={contact.photoUrl}
      alt={contact.name}
      initials={contactInitials(contact.name)}
      className={className}
    />
  );
}

/** One person of the circle: avatar, name, relationship, email, phone, interests, edit, delete and their gifts. */
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
        <ContactAvatar contact={contact} className="size-12" />
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
          <CardAction icon={Pencil} label={`Edit ${contact.name}`} className="size-9" onClick={() => onEdit(contact)} />
          <CardAction
            icon={Trash2}
            label={`Delete ${contact.name}`}
            destructive
            className="size-9"
            onClick={() => onDelete(contact)}
          />
        </div>
      </div>
      {contact.email || contact.phone ? (
        <dl className="grid gap-1 text-sm text-muted-foreground">
          {contact.email ? (
            <ContactDetail icon={Mail} term="Email" href={`mailto:${contact.email}`}>
              {contact.email}
            </ContactDetail>
          ) : null}
          {contact.phone ? (
            <ContactDetail icon={Phone} term="Phone" href={`tel:${contact.phone}`}>
              {contact.phone}
            </ContactDetail>
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
      <Button asChild variant="outline" size="sm" className="mt-auto self-start">
        <IntentLink href={personPath({ contactId: contact.id })} aria-label={giftsLinkLabel(contact.name)}>
          <Gift aria-hidden="true" />
          {GIFTS_LINK}
        </IntentLink>
      </Button>
    </article>
  );
}

/** One way to reach the contact: the icon (named `term` for screen readers), then the link. */
function ContactDetail({
  icon: Icon,
  term,
  href,
  children,
}: {
  icon: LucideIcon;
  term: string;
  href: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt>
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="truncate">
        <a href={href} className="hover:underline">
          {children}
        </a>
      </dd>
    </div>
  );
}
