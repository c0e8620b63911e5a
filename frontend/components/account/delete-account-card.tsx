"use client";

import { useState } from "react";
import { TriangleAlert } from "lucide-react";

import type { Leave } from "@/components/account/delete-account-dialog";
import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";

// Loads when first opened, not with the page.
const DeleteAccountDialog = lazyDialog(() =>
  import("@/components/account/delete-account-dialog").then((module) => module.DeleteAccountDialog),
);

const leaveTo: Leave = (path) => window.location.assign(path);

/**
 * Settings, last: delete my account. The dialog asks for the email (or,
 * without one, 'delete my account') typed out before the button works;
 * once deleted, the session is gone and the browser goes to the landing page.
 */
export function DeleteAccountCard({ leave = leaveTo }: { leave?: Leave }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2 text-lg text-destructive">
          <TriangleAlert className="size-5" aria-hidden="true" />
          Delete account
        </CardTitle>
        <CardDescription>
          Deleting your account removes your dates, contacts, wishlist, notifications, friends and shares. Group lists
          you created pass to their longest-standing member. Gifts you claimed on others&apos; lists stay, shown as
          &lsquo;Someone&rsquo;. This can&apos;t be undone: download your data first if you may want it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)} disabled={!user}>
          Delete account
        </Button>
      </CardContent>
      {user ? <DeleteAccountDialog open={open} onOpenChange={setOpen} user={user} leave={leave} /> : null}
    </Card>
  );
}
