import type { HeroContent } from "../../loaders/services/types";
import { ActionLinks } from "../ui/action-links";
import { PageHero } from "./page-hero";

/** A service page's opening: PageHero with its calls to action. */
export function ServiceHero({ hero }: { hero: HeroContent }) {
  return (
    <PageHero title={hero.title} intro={hero.intro} eyebrow={hero.eyebrow}>
      <ActionLinks actions={hero.actions} />
    </PageHero>
  );
}
