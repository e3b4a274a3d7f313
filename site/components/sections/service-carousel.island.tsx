import type { ReactNode } from "react";
import { island } from "../../islands/island";
import { Carousel } from "../ui/carousel";

/** Slots slide0, slide1, …: the cards, rendered on the server (at most six). */
type Slides = Partial<Record<`slide${number}`, ReactNode>>;

/**
 * A service page's carousel: an island (site/islands/island.tsx) that only moves its cards. The
 * cards are rendered by the page as static HTML and handed in as slots (site/pages/[slug].astro),
 * so the island's code carries neither the cards' components nor the icons they name.
 */
function ServiceCarousel({ label, count, ...slides }: { label: string; count: number } & Slides) {
  return (
    <Carousel
      label={label}
      slides={Array.from({ length: count }, (_, index) => ({ key: String(index), content: slides[`slide${index}`] }))}
    />
  );
}

export default island(ServiceCarousel);
