"use client";

import { useId, useRef } from "react";
import dynamic from "next/dynamic";
import { MessageCircleHeart } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ASSISTANT_NAME, setChatOpen, useChatOpen } from "@/lib/assistant";
import { cn } from "@/lib/utils";

export { openChat } from "@/lib/assistant";

/** Where the round button sits: above the signed-in tab bar (and the home page's add button) on phones. */
export type LauncherPlacement = "page" | "app" | "home";

const PLACEMENT: Record<LauncherPlacement, string> = {
  // No tab bar: the corner.
  page: "right-4 bottom-4 md:right-8 md:bottom-8",
  // Above the 64 px tab bar below md.
  app: "right-4 bottom-20 md:right-8 md:bottom-8",
  // Above the home page's 56 px add-date button.
  home: "right-4 bottom-38 md:right-8 md:bottom-28",
};

// The panel (the conversation, its idea cards and what saves them) loads
// when it first opens, or as soon as a pointer or the focus comes to the
// button: every page shows the button, few open the panel.
const loadPanel = () => import("@/components/assistant/chat-panel");
const ChatPanel = dynamic(() => loadPanel().then((module) => module.ChatPanel), { ssr: false });

function preloadPanel() {
  // A failed preload is tried again when the panel opens.
  loadPanel().catch(() => undefined);
}

/**
 * The floating Ask Presently button and its chat panel (a non-modal dialog:
 * the page stays usable beside it). `openChat()` opens it from anywhere.
 * The button is the panel's trigger: it says it opens a dialog, whether it
 * is open and (open) which one, and the focus comes back to it on close.
 */
export function ChatLauncher({ placement = "page" }: { placement?: LauncherPlacement }) {
  const open = useChatOpen();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  return (
    <>
      <Button
        ref={launcherRef}
        type="button"
        size="icon"
        aria-label={ASSISTANT_NAME}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={open ? "open" : "closed"}
        data-testid="chat-launcher"
        className={cn("fixed z-40 size-14 rounded-full shadow-lg", PLACEMENT[placement])}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setChatOpen(!open)}
      >
        <MessageCircleHeart className="size-6" aria-hidden="true" />
      </Button>
      {open ? <ChatPanel id={panelId} triggerRef={launcherRef} /> : null}
    </>
  );
}
