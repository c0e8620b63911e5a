"use client";

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ExternalLink, Info, RotateCcw, Send, Sparkles, XIcon } from "lucide-react";

import { recordAffiliateClick } from "@/components/recommendations/recommendation-card";
import { SaveIdeaActions } from "@/components/recommendations/save-idea-actions";
import { lazyDialog } from "@/components/lazy-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { useAssistantInfo } from "@/hooks/use-assistant";
import { useAuth } from "@/hooks/use-auth";
import {
  ASSISTANT_GREETING,
  ASSISTANT_NAME,
  clearChat,
  ideaAsRecommendation,
  MESSAGE_MAX,
  postMessage,
  privacyLine,
  setChatOpen,
  useChatState,
  type ChatMessage,
} from "@/lib/assistant";
import { wishlistPrefillOf, type RecommendationItem } from "@/lib/recommendations";
import { saveChoicesFor } from "@/lib/save-idea";
import { cn } from "@/lib/utils";
import type { WishlistPrefill } from "@/lib/wishlist";

// Loads when first opened, like the panel itself.
const WishlistItemDialog = lazyDialog(() =>
  import("@/components/wishlist/wishlist-item-dialog").then((module) => module.WishlistItemDialog),
);

/**
 * The panel (`ChatLauncher` loads it when it opens): title, privacy line,
 * the conversation and the message box. `id` is the one the launcher's
 * aria-controls names; on close the focus goes back to `triggerRef`.
 */
export function ChatPanel({ id, triggerRef }: { id: string; triggerRef: RefObject<HTMLButtonElement | null> }) {
  const { messages, pending } = useChatState();
  const { info } = useAssistantInfo();
  const { isAuthenticated } = useAuth();
  const privacy = privacyLine(info);
  const [draft, setDraft] = useState("");
  const [prefill, setPrefill] = useState<WishlistPrefill | undefined>(undefined);
  const [addOpen, setAddOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending]);

  // The box is disabled while waiting (and so loses focus): give it back.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  const canSend = !pending && draft.trim().length > 0;

  function send() {
    if (!canSend) return;
    const text = draft;
    setDraft("");
    void postMessage(text);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while composing) is a newline.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function addToWishlist(item: RecommendationItem) {
    setPrefill(wishlistPrefillOf(item));
    setAddOpen(true);
  }

  return (
    <DialogPrimitive.Root open onOpenChange={setChatOpen} modal={false}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          id={id}
          data-testid="chat-panel"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          // Non-modal: clicking the page leaves the panel open (the button or Close closes it).
          onInteractOutside={(event) => event.preventDefault()}
          className={cn(
            "fixed top-2 right-2 bottom-2 left-2 z-50 flex flex-col overflow-hidden rounded-xl border bg-background text-foreground shadow-2xl",
            "md:top-auto md:right-8 md:bottom-8 md:left-auto md:h-[600px] md:max-h-[calc(100dvh-4rem)] md:w-[400px]",
          )}
        >
          <header className="flex items-start gap-2 border-b px-4 py-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <DialogPrimitive.Title className="leading-tight font-semibold">{ASSISTANT_NAME}</DialogPrimitive.Title>
              {privacy ? (
                <DialogPrimitive.Description className="text-xs text-muted-foreground" data-testid="privacy-line">
                  {privacy}
                </DialogPrimitive.Description>
              ) : (
                <DialogPrimitive.Description className="sr-only">Gift ideas, in a chat.</DialogPrimitive.Description>
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                clearChat();
                inputRef.current?.focus();
              }}
              disabled={messages.length === 0 && !pending}
            >
              <RotateCcw aria-hidden="true" />
              New chat
            </Button>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <XIcon aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </header>

          <div
            ref={logRef}
            role="log"
            aria-label="Conversation"
            aria-live="polite"
            className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
          >
            <Bubble role="assistant" content={ASSISTANT_GREETING} />
            {messages.map((message, index) => (
              <MessageView
                key={`${message.timestamp}-${index}`}
                message={message}
                signedIn={isAuthenticated}
                onAddToWishlist={addToWishlist}
              />
            ))}
            {pending ? <TypingIndicator /> : null}
          </div>

          <form onSubmit={onSubmit} className="flex items-end gap-2 border-t px-3 py-3">
            <label htmlFor={inputId} className="sr-only">
              Message
            </label>
            <textarea
              id={inputId}
              ref={inputRef}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={pending}
              maxLength={MESSAGE_MAX}
              rows={2}
              placeholder="Who is it for, the occasion, your budget..."
              className={cn(
                "flex max-h-32 min-h-10 w-full flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
                "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
              )}
            />
            <Button type="submit" size="icon" aria-label="Send" disabled={!canSend}>
              <Send aria-hidden="true" />
            </Button>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      {isAuthenticated ? <WishlistItemDialog open={addOpen} onOpenChange={setAddOpen} prefill={prefill} /> : null}
    </DialogPrimitive.Root>
  );
}

function Bubble({ role, content, error }: { role: ChatMessage["role"]; content: string; error?: boolean }) {
  const mine = role === "user";
  return (
    <div
      data-testid={mine ? "user-message" : "assistant-message"}
      className={cn(
        "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap",
        mine
          ? "self-end rounded-br-sm bg-primary text-primary-foreground"
          : "self-start rounded-bl-sm bg-muted text-foreground",
        error && "border border-destructive/40",
      )}
    >
      <span className="sr-only">{mine ? "You: " : `${ASSISTANT_NAME}: `}</span>
      {content}
    </div>
  );
}

function MessageView({
  message,
  signedIn,
  onAddToWishlist,
}: {
  message: ChatMessage;
  signedIn: boolean;
  onAddToWishlist: (item: RecommendationItem) => void;
}) {
  const ideas = message.ideas ?? [];
  return (
    <>
      <Bubble role={message.role} content={message.content} error={message.error} />
      {message.notice ? (
        <p className="flex items-start gap-1.5 self-start text-xs text-muted-foreground" data-testid="chat-notice">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {message.notice}
        </p>
      ) : null}
      {ideas.length > 0 ? (
        <ul className="grid gap-2" aria-label="Gift ideas">
          {ideas.map((idea) => (
            <li key={idea.id}>
              <IdeaCard
                item={ideaAsRecommendation(idea, message.recipient)}
                link={idea.link}
                signedIn={signedIn}
                onAddToWishlist={onAddToWishlist}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * One idea: name, price, partner, why it fits, the partner's page, and
 * where it may be saved (`saveChoicesFor`): Add to Wishlist when the
 * conversation is about me; a group list for the person and Copy link when
 * it is about someone else or nobody is known yet (never my own list by
 * default); Sign in to save signed out.
 */
function IdeaCard({
  item,
  link: rawLink,
  signedIn,
  onAddToWishlist,
}: {
  item: RecommendationItem;
  link: string;
  signedIn: boolean;
  onAddToWishlist: (item: RecommendationItem) => void;
}) {
  const titleId = useId();
  const link = rawLink?.trim();

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.type === "auxclick" && event.button !== 1) return;
    if (link) recordAffiliateClick(item, link);
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid="idea-card"
      className="grid gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-xs"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-sm leading-tight font-semibold">
          {item.name}
        </h3>
        {item.price ? <span className="shrink-0 text-sm font-bold">{item.price}</span> : null}
      </div>
      {item.partnerName ? (
        <Badge variant="outline" data-testid="partner-badge">
          {item.partnerName}
        </Badge>
      ) : null}
      {item.reason ? <p className="text-xs text-muted-foreground">{item.reason}</p> : null}
      <div className="flex flex-wrap gap-2">
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener sponsored"
            // Starts with the visible text, so speech users can say what they see.
            aria-label={`${item.partnerName ? `View at ${item.partnerName}` : "View"}: ${item.name} (opens in a new tab)`}
            onClick={onLinkClick}
            onAuxClick={onLinkClick}
            className={buttonVariants({ size: "sm" })}
          >
            {item.partnerName ? `View at ${item.partnerName}` : "View"}
            <ExternalLink aria-hidden="true" />
          </a>
        ) : null}
        <SaveIdeaActions
          item={item}
          choices={saveChoicesFor(item, "chat", signedIn)}
          onAddToWishlist={onAddToWishlist}
          size="sm"
        />
      </div>
    </article>
  );
}

function TypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-1 self-start rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3">
      <span className="sr-only">{ASSISTANT_NAME} is typing...</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
