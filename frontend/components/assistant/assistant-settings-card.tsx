"use client";

import { useState } from "react";
import { Sparkles } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchField } from "@/components/ui/switch-field";
import { useAssistantInfo } from "@/hooks/use-assistant";
import { ASSISTANT_NAME } from "@/lib/assistant";
import { saveWithFeedback } from "@/lib/forms";

export const USE_CIRCLE_LABEL = "Use my circle in Ask Presently";
export const USE_CIRCLE_DESCRIPTION =
  "Ideas are tailored with the first names, relationships and interests of your circle and your coming dates.";
export const USE_CIRCLE_FAILED = "Could not change the Ask Presently setting. Please try again.";

/** Settings: whether my circle grounds Ask Presently's answers. */
export function AssistantSettingsCard() {
  const { info, error, isLoading, setUseCircle } = useAssistantInfo();
  const [pending, setPending] = useState(false);

  async function change(next: boolean) {
    setPending(true);
    await saveWithFeedback({
      save: () => setUseCircle(next),
      failure: USE_CIRCLE_FAILED,
    });
    setPending(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {ASSISTANT_NAME}
        </CardTitle>
        <CardDescription>The gift-idea chat, from the button in the corner of every page.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-14 w-full" />
        ) : error || !info ? (
          <p className="text-sm text-destructive">This setting could not be loaded. Please try again later.</p>
        ) : (
          <SwitchField
            label={USE_CIRCLE_LABEL}
            description={USE_CIRCLE_DESCRIPTION}
            checked={info.useCircle}
            disabled={pending}
            onCheckedChange={(next) => void change(next)}
          />
        )}
      </CardContent>
    </Card>
  );
}
