import { buttonStyles } from "../../../components/ui/button-styles";
import { OtherWaysToReachUs, OutcomePage, outcomeMeta } from "../../../components/outcome-page";

export const meta = () =>
  outcomeMeta(
    "Link no longer valid",
    "This newsletter link has expired or was already used.",
    "/subscribe/link-invalid",
  );

export default function LinkInvalid() {
  return (
    <>
      <OutcomePage
        title="This link is no longer valid"
        intro="The link has expired or was already used. Confirmation links work once, for seven days. Subscribe again from our contact page to get a new one, or write to us and we will sort it out."
      >
        <a href="/contact" className={buttonStyles.primary}>
          Go to the contact page
        </a>
      </OutcomePage>
      <OtherWaysToReachUs />
    </>
  );
}
