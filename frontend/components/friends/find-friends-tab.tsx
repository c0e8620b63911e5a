"use client";

import { useId } from "react";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { sendFriendRequest, useRevalidateFriends } from "@/hooks/use-friends";
import { saveWithFeedback } from "@/lib/forms";
import { FRIEND_EMAIL_REQUIRED, FRIEND_REQUEST_ACCEPTED, FRIEND_REQUEST_SENT } from "@/lib/messages";

/** Spec: the friend's email is required, trimmed, not empty. */
const schema = z.object({
  receiverEmail: z.string().trim().min(1, FRIEND_EMAIL_REQUIRED),
});

type FriendRequestValues = z.input<typeof schema>;

/** My Circle's Find Friends tab: send a friend request by email. */
export function FindFriendsTab() {
  const uid = useId();
  const revalidate = useRevalidateFriends();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FriendRequestValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { receiverEmail: "" },
  });

  async function onSubmit({ receiverEmail }: z.output<typeof schema>) {
    await saveWithFeedback({
      save: () => sendFriendRequest(receiverEmail),
      success: (result) => ({
        title: result?.status === "accepted" ? FRIEND_REQUEST_ACCEPTED : FRIEND_REQUEST_SENT,
      }),
      failure: "Failed to send friend request",
      // The server's message is the toast (spec section 8), not repeated under the field.
      preferServerMessage: true,
      onSaved: async () => {
        reset();
        await revalidate();
      },
    });
  }

  return (
    <section aria-labelledby={`${uid}-title`} className="max-w-xl rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        Find Friends
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Send a friend request to someone who uses Presently. Once they accept, you can share dates and wishlists.
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-4">
        <FormField label="Friend's email" error={errors.receiverEmail?.message}>
          {(props) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...props}
                type="email"
                placeholder="friend@example.com"
                autoComplete="off"
                {...register("receiverEmail")}
              />
              <Button type="submit" disabled={isSubmitting} className="shrink-0">
                <Send aria-hidden="true" />
                {isSubmitting ? "Sending..." : "Send Request"}
              </Button>
            </div>
          )}
        </FormField>
      </form>
    </section>
  );
}
