import { TriangleAlert } from "lucide-react";

import { REPEAT_TITLE } from "@/components/gifts/gift-text";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/**
 * The server's warning that this repeats a gift given before ("You gave
 * Mum a ... for Christmas 2025"), shown in a form before it is saved
 * anyway; `hint` says what saving anyway does.
 */
export function RepeatWarning({ warning, hint }: { warning: string; hint: string }) {
  return (
    <Alert data-testid="repeat-warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{REPEAT_TITLE}</AlertTitle>
      <AlertDescription>
        <p className="font-medium text-foreground">{warning}</p>
        <p>{hint}</p>
      </AlertDescription>
    </Alert>
  );
}
