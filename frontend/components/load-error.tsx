import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** What a page says under a load failure: the spec's 'Please try again or check your connection.' */
export const CHECK_CONNECTION = "Please try again or check your connection.";

/**
 * A list that could not load (spec: an error alert 'Unable to load
 * {section}. Please try again or check your connection.').
 */
export function LoadErrorAlert({ what }: { what: string }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Unable to load {what}</AlertTitle>
      <AlertDescription>{CHECK_CONNECTION}</AlertDescription>
    </Alert>
  );
}
