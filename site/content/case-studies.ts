// Case studies and their filters (every filter narrows the list; 'All Industries' shows all).

import type { CaseStudy } from "./types";

export type CaseStudyFilter = "All Industries" | CaseStudy["category"];

export interface CaseStudyEntry extends CaseStudy {
  /** Who the client was, anonymised. */
  readonly client: string;
}

/** Filter buttons, in order; 'All Industries' shows every study. */
export const caseStudyFilters = [
  "All Industries",
  "Retail",
  "Manufacturing",
  "Financial Services",
  "Technology",
] as const satisfies readonly CaseStudyFilter[];

export const caseStudies = [
  {
    slug: "retail-digital-transformation",
    title: "Retail Digital Transformation",
    category: "Retail",
    client: "A regional fashion and home-goods retailer with 40 stores",
    excerpt:
      "Store, warehouse and web shop ran on separate systems. We mapped the customer journey, set up cross-functional teams and moved the business onto one shared platform in stages.",
    results: [
      "Online revenue up 45% in the first year",
      "Release cycle cut from quarterly to every two weeks",
      "Stock accuracy across channels raised to 98%",
    ],
  },
  {
    slug: "ai-supply-chain-optimization",
    title: "AI Supply Chain Optimization",
    category: "Retail",
    client: "A grocery distributor supplying 300 outlets",
    excerpt:
      "Manual forecasts left shelves empty one week and warehouses full the next. We built a demand-forecasting model with the client's analysts and wired it into daily ordering.",
    results: [
      "Forecast error reduced by 30%",
      "Excess inventory down 22%",
      "Stock-outs on key products halved within six months",
    ],
  },
  {
    slug: "fintech-compliance",
    title: "Fintech Compliance",
    category: "Financial Services",
    client: "A payments start-up preparing for a new licence",
    excerpt:
      "Regulatory deadlines competed with the product roadmap. We introduced a compliance backlog inside the agile process and automated the evidence auditors ask for.",
    results: [
      "Licence application approved on the first submission",
      "Audit preparation time cut from six weeks to ten days",
      "Zero release delays caused by compliance work",
    ],
  },
] as const satisfies readonly CaseStudyEntry[];

export const caseStudiesCopy = {
  gridTitle: "Our work",
  filterLabel: "Filter case studies by industry",
  empty: {
    title: "No published case study for this industry yet",
    text: "We have worked in this field, but our clients have not yet agreed to a public write-up. Ask us and we will share relevant experience in a call.",
    linkLabel: "Ask about your industry",
    href: "/contact",
  },
  resultsLabel: "Results",
} as const;
