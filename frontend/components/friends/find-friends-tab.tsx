"use client";

import { useId, useState } from "react";
import { Send } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { sendFriendRequest, useRevalidateFriends } from "@/hooks/use-friends";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { FRIEND_EMAIL_REQUIRED } from "@/lib/messages";

/** My Circle's Find Friends tab: send a friend request by email. */
export function FindFriendsTab() {
  const uid = useId();
  const inputId = `${uid}-email`;
  const errorId = `${uid}-error`;
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const revalidate = useRevalidateFriends();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const receiverEmail = email.trim();
    if (!receiverEmail) {
      setError(FRIEND_EMAIL_REQUIRED);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const result = await sendFriendRequest(receiverEmail);
      toast({
        title: result?.status === "accepted" ? "Friend request accepted!" : "Friend request sent successfully!",
      });
      setEmail("");
      await revalidate();
    } catch (err) {
      if (!handleUnauthorized(err)) {
        toast({
          title: "Error",
          description: (err instanceof ApiError ? err.serverMessage : undefined) || "Failed to send friend request",
          variant: "destructive",
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${uid}-title`} className="max-w-xl rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        Find Friends
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Send a friend request to someone who uses Presently. Once they accept, you can share dates and wishlists.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-2">
        <Label htmlFor={inputId}>Friend&apos;s email</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            type="email"
            placeholder="friend@example.com"
            autoComplete="off"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" disabled={pending} className="shrink-0">
            <Send aria-hidden="true" />
            {pending ? "Sending..." : "Send Request"}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
