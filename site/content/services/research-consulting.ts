import { ChartLine, FlaskConical, Microscope } from "lucide-react";
import { assessment, booking } from "./actions";
import type { ServicePage } from "./types";

export default {
  description:
    "Research and development consulting: framing questions, running structured studies and turning findings into decisions.",
  hero: {
    eyebrow: "Research & Development",
    intro:
      "We help organisations frame research questions, run structured studies and turn findings into decisions and products.",
    actions: [assessment("Request an Assessment", "IT Consulting"), booking("Discuss Your Project")],
  },
  sections: [
    {
      kind: "features",
      id: "capabilities",
      eyebrow: "Capabilities",
      title: "What We Research",
      intro: "Rigorous methods, applied to the questions your business actually needs answered.",
      items: [
        {
          title: "Market & User Research",
          description: "Interviews, surveys and usage data that show what your customers need and will pay for.",
          icon: Microscope,
        },
        {
          title: "Technology Feasibility Studies",
          description: "Prototypes and experiments that test whether an idea works before you invest in building it.",
          icon: FlaskConical,
        },
        {
          title: "Data Analysis & Insights",
          description: "Statistical analysis of your data, presented as clear findings and recommendations.",
          icon: ChartLine,
        },
      ],
    },
    {
      kind: "steps",
      id: "research-process",
      eyebrow: "How we work",
      title: "Our Research Process",
      intro: "A structured path from an open question to a decision you can defend.",
      steps: [
        {
          step: 1,
          title: "Define the Question",
          description: "We agree the decision the research must support and the question that answers it.",
        },
        {
          step: 2,
          title: "Design the Study",
          description: "Methods, sources, sample and timeline chosen to answer the question reliably.",
        },
        {
          step: 3,
          title: "Research & Analysis",
          description: "We gather the data, run the experiments and analyse the results.",
        },
        {
          step: 4,
          title: "Insights & Recommendations",
          description: "Findings, their limits and concrete next steps, presented to your decision makers.",
        },
      ],
    },
    {
      kind: "features",
      id: "research-case-studies",
      eyebrow: "Case studies",
      title: "Research in Practice",
      intro: "Two examples of how research shaped our clients' decisions.",
      benefitsLabel: "Outcomes",
      items: [
        {
          title: "Product Feasibility for a Health-Tech Startup",
          description:
            "A startup wanted to know whether remote patient monitoring could work with its existing devices. We ran a prototype study with clinicians and patients.",
          benefits: [
            "Technical feasibility confirmed before the build",
            "Two must-have features identified",
            "A prioritised product roadmap",
          ],
        },
        {
          title: "Market Research for an Education NGO",
          description:
            "An NGO planned a digital learning programme for a new region. We surveyed schools and teachers and analysed public education data.",
          benefits: [
            "A clear picture of device and connectivity access",
            "A programme design adapted to local needs",
            "Evidence to support a funding application",
          ],
        },
      ],
    },
    {
      kind: "cta",
      title: "Have a Question Worth Researching?",
      text: "Tell us what you need to find out, and we will propose a study that answers it.",
      actions: [booking("Discuss Your Project"), assessment("Request an Assessment", "IT Consulting")],
    },
  ],
} as const satisfies ServicePage;
