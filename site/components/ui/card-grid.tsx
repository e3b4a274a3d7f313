import type { ReactNode } from "react";

/** One card of a list, keyed: the same list feeds a CardGrid or a Carousel. */
export interface CardItem {
  readonly key: string;
  readonly content: ReactNode;
}

// Class names spelled out for Tailwind. Two, three or four cards sit in one row from md or lg up;
// longer lists wrap in rows of three.
const layouts = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  many: "sm:grid-cols-2 lg:grid-cols-3",
} as const;

interface CardGridProps {
  cards: readonly CardItem[];
  /** The layout; by default from the number of cards. */
  columns?: keyof typeof layouts;
  /** An ordered list, for steps. */
  ordered?: boolean;
}

/** Cards in a responsive grid of equal-height cells: a list, one card per item. */
export function CardGrid({ cards, columns, ordered = false }: CardGridProps) {
  const List = ordered ? "ol" : "ul";
  const count = cards.length;
  const layout = layouts[columns ?? (count === 2 || count === 3 || count === 4 ? count : "many")];
  return (
    <List className={`grid gap-6 ${layout}`}>
      {cards.map((card) => (
        <li key={card.key} className="flex">
          {card.content}
        </li>
      ))}
    </List>
  );
}
