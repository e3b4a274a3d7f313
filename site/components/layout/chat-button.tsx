import { MessageCircle } from "lucide-react";
import { CHAT } from "./chat-button-rules";

const TOOLTIP = "Need help? Chat with us!";

/**
 * The floating WhatsApp button: plain HTML, hidden at first; the inline script of
 * chat-button-rules.ts shows it. `messagingUrl`: the firm's WhatsApp chat (content/settings.yaml,
 * messagingNumber).
 */
export function ChatButton({ messagingUrl }: { messagingUrl: string }) {
  return (
    <aside
      aria-label="Chat with us"
      data-testid="chat-button"
      {...{ [CHAT.attribute]: "" }}
      className="group invisible fixed right-4 bottom-4 z-30 translate-y-4 opacity-0 transition-all duration-300 data-shown:visible data-shown:translate-y-0 data-shown:opacity-100 sm:right-6 sm:bottom-6"
    >
      <span
        id="chat-tooltip"
        role="tooltip"
        className="pointer-events-none absolute right-0 bottom-full mb-3 rounded-md bg-slate-900 px-3 py-2 text-sm whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {TOOLTIP}
      </span>
      <a
        href={messagingUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby="chat-tooltip"
        className="flex size-14 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </aside>
  );
}
