import { buttonStyles } from "./ui/button-styles";
import { OutcomePage } from "./outcome-page";

/**
 * Where a newsletter e-mail's link lands. Mail scanners open every link of a message, so opening
 * the page changes nothing: its one button posts the form to the page's own address, token and
 * all (a form without an action posts to the current URL), with or without JavaScript.
 */
export function NewsletterLinkPage({ title, intro, action }: { title: string; intro: string; action: string }) {
  return (
    <OutcomePage title={title} intro={intro}>
      <form method="post">
        <button type="submit" className={buttonStyles.primary}>
          {action}
        </button>
      </form>
    </OutcomePage>
  );
}
