"use client";

import { useState, useSyncExternalStore } from "react";
import { KeyRound, Plus, Trash2 } from "lucide-react";

import {
  ACCESS_TOKENS_TEXT,
  ACCESS_TOKENS_TITLE,
  EXPIRED,
  MCP_ADDRESS_INTRO,
  MCP_ADDRESS_LABEL,
  MCP_README_TEXT,
  NEVER_EXPIRES,
  NEVER_USED,
  NEW_TOKEN,
  NO_TOKENS_TEXT,
  REVOKE,
  REVOKE_FAILED,
  REVOKE_TEXT,
  TOKENS_LIST_LABEL,
  TOKENS_LOAD_WHAT,
  TOKEN_REVOKED,
  createdText,
  expiresText,
  lastUsedText,
  revokeLabel,
  revokeQuestion,
} from "@/components/account/access-tokens-text";
import { CardAction } from "@/components/card-action";
import { lazyDialog } from "@/components/lazy-dialog";
import { LoadErrorAlert } from "@/components/load-error";
import { ShareableLink } from "@/components/sharing/shareable-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAccessTokens, useRevalidateAccessTokens } from "@/hooks/use-access-tokens";
import { useWhichDialog } from "@/hooks/use-which-dialog";
import { mcpUrl, revokeAccessToken, scopeLabel, type AccessToken } from "@/lib/access-tokens";
import { formatLongDay, formatLongDayTime } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";

// Dialogs load when first opened, not with the page.
const NewTokenDialog = lazyDialog(() =>
  import("@/components/account/new-token-dialog").then((module) => module.NewTokenDialog),
);
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

const neverChanges = () => () => {};

/** This server's address as the browser reached it; null in the static export. */
function useOrigin(): string | null {
  return useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => null,
  );
}

/**
 * Settings: personal access tokens, for AI assistants (through the MCP
 * server, whose address is shown with Copy) and scripts. Lists mine with
 * their scope, expiry and last use, each with Revoke (asked first); New
 * token makes one and shows its secret once.
 */
export function AccessTokensCard() {
  const { tokens, error, isLoading } = useAccessTokens();
  const revalidate = useRevalidateAccessTokens();
  const origin = useOrigin();
  const { dialog, show } = useWhichDialog<"new" | "revoke">();
  const [target, setTarget] = useState<AccessToken | null>(null);

  function confirmRevoke() {
    if (!target) return true;
    const { id } = target;
    return saveWithFeedback({
      save: () => revokeAccessToken(id),
      success: { title: TOKEN_REVOKED },
      failure: REVOKE_FAILED,
      onSaved: () => revalidate(),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2 text-lg">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          {ACCESS_TOKENS_TITLE}
        </CardTitle>
        <CardDescription>{ACCESS_TOKENS_TEXT}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-sm">{MCP_ADDRESS_INTRO}</p>
          {origin ? <ShareableLink url={mcpUrl(origin)} label={MCP_ADDRESS_LABEL} /> : <Skeleton className="h-9 w-full" />}
          <p className="text-sm text-muted-foreground">{MCP_README_TEXT}</p>
        </div>

        {isLoading ? (
          <Skeleton className="h-20 w-full" data-testid="tokens-loading" />
        ) : error ? (
          <LoadErrorAlert what={TOKENS_LOAD_WHAT} />
        ) : tokens.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="no-tokens">
            {NO_TOKENS_TEXT}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={TOKENS_LIST_LABEL}>
            {tokens.map((token) => (
              <TokenRow
                key={token.id}
                token={token}
                onRevoke={() => {
                  setTarget(token);
                  show("revoke");
                }}
              />
            ))}
          </ul>
        )}

        <Button type="button" variant="outline" className="w-fit" onClick={() => show("new")}>
          <Plus aria-hidden="true" />
          {NEW_TOKEN}
        </Button>
      </CardContent>
      <NewTokenDialog {...dialog("new")} />
      <ConfirmDialog
        {...dialog("revoke")}
        title={target ? revokeQuestion(target.name) : ""}
        description={REVOKE_TEXT}
        confirmLabel={REVOKE}
        destructive
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}

/** One token: its name and scope, when it was made, its expiry, its last use, and Revoke. */
function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border px-3 py-2" data-testid="token-row">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-medium break-words">{token.name}</span>
          <Badge variant="secondary">{scopeLabel(token.scope)}</Badge>
          {token.expired ? <Badge variant="destructive">{EXPIRED}</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={token.createdAt}>{createdText(formatLongDay(token.createdAt))}</time>
          {token.expired ? null : (
            <>
              {" · "}
              {token.expiresAt ? (
                <time dateTime={token.expiresAt}>{expiresText(formatLongDay(token.expiresAt))}</time>
              ) : (
                NEVER_EXPIRES
              )}
            </>
          )}
          {" · "}
          {token.lastUsedAt ? (
            <time dateTime={token.lastUsedAt}>{lastUsedText(formatLongDayTime(token.lastUsedAt))}</time>
          ) : (
            NEVER_USED
          )}
        </p>
      </div>
      <CardAction icon={Trash2} label={revokeLabel(token.name)} destructive onClick={onRevoke}>
        {REVOKE}
      </CardAction>
    </li>
  );
}
