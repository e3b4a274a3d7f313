import { useEffect, useState } from "react";
import { CHAT_DELAY_MS, visibleAfterDelay, visibleAfterScroll } from "./chat-visibility";

/** Hidden at load; follows the timer and scroll rules of chat-visibility.ts. */
export function useChatButtonVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setVisible((current) => visibleAfterDelay(current, window.scrollY));
    }, CHAT_DELAY_MS);
    const onScroll = () => setVisible(visibleAfterScroll(window.scrollY));
    // The page may have been scrolled before its script ran: apply the rule to where it is now.
    if (window.scrollY > 0) onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return visible;
}
