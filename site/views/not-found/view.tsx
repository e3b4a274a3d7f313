import { PageHero } from "../../components/sections/page-hero";
import { buttonStyles } from "../../components/ui/button-styles";
import { pageMeta } from "../../meta/page-meta";

export const meta = () =>
  pageMeta({
    title: "Page not found",
    description: "The page you asked for does not exist.",
    path: "/404",
    noindex: true,
  });

export function NotFoundContent() {
  return (
    <PageHero
      title="Page not found"
      intro="The page you asked for does not exist or has moved. These pages may have what you were looking for."
    >
      <a href="/" className={buttonStyles.primary}>
        Go to the home page
      </a>
      <a href="/services" className={buttonStyles.secondary}>
        See our services
      </a>
      <a href="/contact" className={buttonStyles.secondary}>
        Contact us
      </a>
    </PageHero>
  );
}

export default function NotFound() {
  return <NotFoundContent />;
}
