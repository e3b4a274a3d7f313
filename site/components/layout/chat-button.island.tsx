import { island } from "../../islands/island";
import { MessageCircle } from "lucide-react";
import { useChatButtonVisible } from "./use-chat-button-visible";

const TOOLTIP = "Need help? Chat with us!";

/** `messagingUrl`: the firm's WhatsApp chat (content/settings.yaml, messagingNumber). */
function ChatButton({ messagingUrl }: { messagingUrl: string }) {
  const visible = useChatButtonVisible();
  return (
    <aside
      aria-label="Chat with us"
      data-testid="chat-button"
      className={`group fixed right-4 bottom-4 z-30 transition-all duration-300 sm:right-6 sm:bottom-6 ${
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-4 opacity-0"
      }`}
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

export default island(ChatButton);
