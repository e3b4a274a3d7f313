import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Book a Consultation",
    description:
      "Book a free consultation with our team: pick a time on our scheduling page, or reach us by WhatsApp, phone or e-mail.",
    path: "/book-consultation",
  });

export default function Page() {
  return (
    <PageHero
      title={"Book a Free Consultation"}
      intro={
        "A free first conversation to understand your situation and tell you honestly whether and how we can help. Pick a time on our scheduling page, or contact us another way."
      }
    />
  );
}
