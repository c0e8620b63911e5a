"use client";

import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { ContactList } from "@/components/contacts/contact-list";

/** `/contacts`: the contact list (the same components as My Circle's Contacts tab). */
export function ContactsPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Contacts</h1>
          <p className="mt-1 text-muted-foreground">Everyone you shop for, with the things they love.</p>
        </div>
        <Link
          href="/friends"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Go to My Circle
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ContactList />
    </div>
  );
}
