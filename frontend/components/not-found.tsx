import { AlertCircle } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";
import { NOT_FOUND_HINT, NOT_FOUND_TITLE } from "@/lib/messages";

/** The fallback screen for unknown paths (exported as out/404.html). */
export function NotFound() {
  return (
    <main id="main" className="flex min-h-screen w-full items-center justify-center bg-muted/40 px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-2">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{NOT_FOUND_HINT}</p>
          <p className="mt-6 text-sm">
            {/* A document load, not the router: `/` is the landing or the app, by session. */}
            <a href="/" className="font-medium text-primary underline-offset-4 hover:underline">
              Back to Presently
            </a>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
