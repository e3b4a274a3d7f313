import { ServiceRequestDialog } from "../components/forms/service-request-dialog";
import { PageHero } from "../components/sections/page-hero";
import { buttonStyles } from "../components/ui/button-styles";
import { mailtoHref } from "../content/site";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Services",
    description:
      "Consulting, coaching and delivery services for businesses that want to change how they work, with answers to the questions clients ask most.",
    path: "/services",
  });

export default function Page() {
  return (
    <>
      <PageHero
        title={"Our Services"}
        intro={
          "We help organisations with IT consulting, agile coaching, project management, HR, web and app development, career coaching, software development, research and management consulting. Tell us what you need and we will propose a plan."
        }
      />
      {/* Issue 6, until the rewritten page's 'Start Your Journey Here' link becomes this trigger. */}
      <section aria-labelledby="request-heading" className="bg-brand-900 py-16 text-center text-white">
        <h2 id="request-heading" className="text-3xl font-bold">
          Ready to Transform Your Business?
        </h2>
        <ServiceRequestDialog triggerClassName={`${buttonStyles.onDark} mt-8`} mailtoHref={mailtoHref} />
      </section>
    </>
  );
}
