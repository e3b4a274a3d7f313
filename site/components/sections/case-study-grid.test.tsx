import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { loadCaseStudiesPage } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";
import { CaseStudyGrid } from "./case-study-grid";

const { content: caseStudiesCopy, studies: caseStudies } = await loadCaseStudiesPage(fileSource());
const caseStudyFilters = caseStudiesCopy.filters;

function renderGrid() {
  render(
    <CaseStudyGrid
      studies={caseStudies}
      filters={caseStudyFilters}
      filterLabel={caseStudiesCopy.filterLabel}
      resultsLabel={caseStudiesCopy.resultsLabel}
      empty={caseStudiesCopy.empty}
    />,
  );
}

const filter = (name: string) =>
  within(screen.getByRole("group", { name: caseStudiesCopy.filterLabel })).getByRole("button", { name });
const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

// The filters and studies are the content's (read at test time): the first filter shows all, each
// other one its industry's studies or the empty state.
const [all, ...industries] = caseStudyFilters as [string, ...string[]];
const studiesOf = (industry: string) =>
  caseStudies.filter((study) => study.category === industry).map((study) => study.title);
const showing = (count: number) => `Showing ${count} case ${count === 1 ? "study" : "studies"}`;

describe("CaseStudyGrid", () => {
  it("shows every study under the first filter, pressed by default", () => {
    renderGrid();
    expect(filter(all)).toHaveAttribute("aria-pressed", "true");
    expect(filter(industries[0]!)).toHaveAttribute("aria-pressed", "false");
    expect(titles()).toEqual(caseStudies.map((study) => study.title));
    expect(screen.getByRole("status")).toHaveTextContent(showing(caseStudies.length));
  });

  it("filters by industry and marks the pressed button", async () => {
    const user = userEvent.setup();
    renderGrid();
    const withStudies = industries.filter((industry) => studiesOf(industry).length > 0);
    expect(withStudies.length).toBeGreaterThan(0);
    for (const industry of withStudies) {
      await user.click(filter(industry));
      expect(filter(industry)).toHaveAttribute("aria-pressed", "true");
      expect(filter(all)).toHaveAttribute("aria-pressed", "false");
      expect(titles()).toEqual(studiesOf(industry));
      expect(screen.getByRole("status")).toHaveTextContent(showing(studiesOf(industry).length));
    }
    await user.click(filter(all));
    expect(titles()).toHaveLength(caseStudies.length);
  });

  it("shows a friendly empty state with a link to the contact page", async () => {
    const user = userEvent.setup();
    renderGrid();
    for (const industry of industries.filter((name) => studiesOf(name).length === 0)) {
      await user.click(filter(industry));
      expect(titles()).toEqual([caseStudiesCopy.empty.title]);
      expect(screen.getByRole("link", { name: caseStudiesCopy.empty.linkLabel })).toHaveAttribute(
        "href",
        caseStudiesCopy.empty.href,
      );
      expect(screen.getByRole("status")).toHaveTextContent(showing(0));
    }
  });
});
