import type { Action } from "../../loaders/services/types";
import { buttonStyles } from "./button-styles";
import { ExternalLink } from "./external-link";

interface ActionLinksProps {
  actions: readonly Action[];
  /** Light backgrounds: primary then secondary; dark (CtaBand): onDark then outlineOnDark. */
  tone?: "light" | "dark";
}

/** A row of calls to action: the first is the main one, the others secondary. */
export function ActionLinks({ actions, tone = "light" }: ActionLinksProps) {
  return actions.map((action, position) => {
    const main = position === 0;
    const className =
      tone === "dark"
        ? main
          ? buttonStyles.onDark
          : buttonStyles.outlineOnDark
        : main
          ? buttonStyles.primary
          : buttonStyles.secondary;
    const key = `${action.kind}:${action.href}:${action.label}`;
    switch (action.kind) {
      case "internal":
        return (
          <a key={key} href={action.href} className={className}>
            {action.label}
          </a>
        );
      case "external":
        return (
          <ExternalLink key={key} href={action.href} className={className}>
            {action.label}
          </ExternalLink>
        );
      case "phone":
      case "anchor":
        return (
          <a key={key} href={action.href} className={className}>
            {action.label}
          </a>
        );
    }
  });
}
