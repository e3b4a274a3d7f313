import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { loadCaseStudiesPage } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";
import { CaseStudyGrid } from "./case-study-grid";

const { content: caseStudiesCopy, studies: caseStudies } = await loadCaseStudiesPage(fileSource());
const caseStudyFilters = caseStudiesCopy.filters;

function renderGrid() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <CaseStudyGrid
          studies={caseStudies}
          filters={caseStudyFilters}
          filterLabel={caseStudiesCopy.filterLabel}
          resultsLabel={caseStudiesCopy.resultsLabel}
          empty={caseStudiesCopy.empty}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const filter = (name: string) =>
  within(screen.getByRole("group", { name: caseStudiesCopy.filterLabel })).getByRole("button", { name });
const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("CaseStudyGrid", () => {
  it("shows every study under All Industries, pressed by default", () => {
    renderGrid();
    expect(filter("All Industries")).toHaveAttribute("aria-pressed", "true");
    expect(filter("Retail")).toHaveAttribute("aria-pressed", "false");
    expect(titles()).toEqual(["Retail Digital Transformation", "AI Supply Chain Optimization", "Fintech Compliance"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 3 case studies");
  });

  it("filters by industry and marks the pressed button", async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(filter("Financial Services"));
    expect(filter("Financial Services")).toHaveAttribute("aria-pressed", "true");
    expect(filter("All Industries")).toHaveAttribute("aria-pressed", "false");
    expect(titles()).toEqual(["Fintech Compliance"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 case study");

    await user.click(filter("Retail"));
    expect(titles()).toEqual(["Retail Digital Transformation", "AI Supply Chain Optimization"]);

    await user.click(filter("All Industries"));
    expect(titles()).toHaveLength(3);
  });

  it("shows a friendly empty state with a link to the contact page", async () => {
    const user = userEvent.setup();
    renderGrid();
    for (const name of ["Manufacturing", "Technology"]) {
      await user.click(filter(name));
      expect(titles()).toEqual([caseStudiesCopy.empty.title]);
      expect(screen.getByRole("link", { name: caseStudiesCopy.empty.linkLabel })).toHaveAttribute("href", "/contact");
      expect(screen.getByRole("status")).toHaveTextContent("Showing 0 case studies");
    }
  });
});
