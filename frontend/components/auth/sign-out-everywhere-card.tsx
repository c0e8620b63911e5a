"use client";

import { useState } from "react";
import { MonitorSmartphone } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { signOutEverywhere } from "@/hooks/use-auth";
import { saveWithFeedback } from "@/lib/forms";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

export const SIGN_OUT_EVERYWHERE_FAILED = "Could not sign you out everywhere. Please try again.";

/** Ends every session of the user's (a lost phone, a shared computer), then leaves for the landing page. */
export function SignOutEverywhereCard({ leave = () => window.location.assign("/") }: { leave?: () => void }) {
  const [confirmOpen, setConfirmOpen] = useState(false);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MonitorSmartphone className="size-5 text-primary" aria-hidden="true" />
          Signed-in devices
        </CardTitle>
        <CardDescription>
          Signed in on a shared computer or a lost phone? Sign out everywhere: every browser signed in to your account,
          this one included, will have to sign in again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setConfirmOpen(true)}>
          Sign out everywhere
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Sign out everywhere?"
        description="Every browser and device signed in to your account will be signed out, this one too."
        confirmLabel="Sign out everywhere"
        destructive
        onConfirm={() =>
          saveWithFeedback({
            save: signOutEverywhere,
            failure: SIGN_OUT_EVERYWHERE_FAILED,
            onSaved: leave,
          })
        }
      />
    </Card>
  );
}
