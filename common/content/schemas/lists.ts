import { z } from "zod";
import { id, list, short, text } from "./blocks";

// The lists: content/faq.yaml and content/case-study-list.yaml, each entry with an id of its own.

export const faq = z.object({ id, question: text, answer: text });

export const CASE_STUDY_CATEGORIES = ["Retail", "Manufacturing", "Financial Services", "Technology"] as const;

export const caseStudy = z.object({
  id,
  title: text,
  category: z.enum(CASE_STUDY_CATEGORIES),
  /** Who the client was, anonymised. */
  client: text,
  excerpt: short(200),
  results: z.array(text).min(1),
});

/** The questions of the services page, in order. */
export const faqList = z.object({ questions: list(faq) });
/** The case studies, in order. */
export const caseStudyList = z.object({ studies: list(caseStudy) });
