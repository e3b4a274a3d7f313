import { ContactForm } from "../components/forms/contact-form";
import { SubscribeForm } from "../components/forms/subscribe-form";
import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Contact",
    description: "Reach the team by WhatsApp, e-mail or message form. We reply to e-mail within one business day.",
    path: "/contact",
  });

export default function Page() {
  return (
    <>
      <PageHero
        title={"Contact Us"}
        intro={
          "Chat with us on WhatsApp at any hour, or write by e-mail and expect a reply within one business day. We work remotely and serve clients worldwide."
        }
      />
      {/* Issue 6, until the contact section takes these as its messageForm and newsletterForm props. */}
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 lg:px-8">
        <section aria-labelledby="message-form-heading">
          <h2 id="message-form-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="newsletter-form-heading">
          <h2 id="newsletter-form-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Newsletter
          </h2>
          <SubscribeForm />
        </section>
      </div>
    </>
  );
}
