import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Overview } from "./overview-api";
import type { ResponseTimes } from "../../common/response-times";
import { OverviewPage, overviewLoader } from "./overview-page";

// The overview as staff read it: the totals, the tables and their CSV files, the range in the
// URL. (The chart is canvas, drawn in the browser: the end-to-end test sees it.)
vi.mock("./visitors-chart", () => ({ VisitorsChart: ({ caption }: { caption: string }) => <p>{caption}</p> }));
vi.mock("./response-times-chart", () => ({
  ResponseTimesChart: ({ caption }: { caption: string }) => <p>{caption}</p>,
}));

const OVERVIEW: Overview = {
  range: "30d",
  from: "2026-10-28",
  to: "2026-11-26",
  totals: {
    visitors: 400,
    pageViews: 1234,
    leads: 10,
    attributedLeads: 9,
    conversionRate: 0.025,
    leadsByForm: { contact: 6, "service-request": 2, assessment: 1, newsletter: 1 },
  },
  days: [
    { day: "2026-11-25", visitors: 150, pageViews: 400, leads: 4 },
    { day: "2026-11-26", visitors: 250, pageViews: 834, leads: 6 },
  ],
  pages: [{ path: "/about", views: 500, visitors: 200, leads: 3 }],
  sources: {
    referrers: [
      { host: "www.google.com", visitors: 120, leads: 3, conversionRate: 0.025 },
      { host: null, visitors: 80, leads: 0, conversionRate: 0 },
    ],
    campaigns: [{ campaign: '=HYPERLINK("http://evil")', visitors: 40, leads: 2, conversionRate: 0.05 }],
  },
  funnel: { assessment: { step1: 40, step2: 20, step3: 10, sent: 5 }, dialog: { opened: 30, sent: 6 } },
  vitals: [
    { path: "/", metric: "LCP", p75: 2400, samples: 80, rating: "good" },
    { path: "/", metric: "CLS", p75: 0.31, samples: 80, rating: "poor" },
  ],
  devices: [{ device: "mobile", visitors: 300, pageViews: 900 }],
  counting: [],
};

const figures = (
  received: number,
  answered: number,
  medianMinutes: number | null,
  decided: number,
  withinTarget: number,
) => ({
  received,
  answered,
  medianMinutes,
  decided,
  withinTarget,
});
const RESPONSE_TIMES: ResponseTimes = {
  targetMinutes: 480,
  all: figures(5, 4, 130, 4, 3),
  forms: [
    { form: "contact", title: "Contact message", ...figures(3, 3, 90, 3, 3) },
    { form: "service-request", title: "Service request", ...figures(2, 1, 600, 1, 0) },
  ],
  weeks: [
    { week: "2026-11-16", ...figures(2, 2, 60, 2, 2) },
    { week: "2026-11-23", ...figures(3, 2, 200, 2, 1) },
  ],
};

const requested: string[] = [];

async function renderAt(path: string, overview: Overview = OVERVIEW) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      requested.push(url);
      const body = url.includes("/response-times") ? RESPONSE_TIMES : overview;
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  const Stub = createRoutesStub([
    { path: "/admin", Component: OverviewPage, loader: overviewLoader, HydrateFallback: () => null },
  ]);
  const { unmount } = render(<Stub initialEntries={[path]} />);
  await screen.findByRole("heading", { name: "Overview" });
  return unmount;
}

const table = (name: string) => within(screen.getByRole("region", { name }));
const csv = (name: string) =>
  decodeURIComponent(
    (screen.getByRole("link", { name: `Download CSV: ${name}` }).getAttribute("href") ?? "").replace(
      "data:text/csv;charset=utf-8,",
      "",
    ),
  );

describe("OverviewPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    requested.length = 0;
  });

  it("asks for the range in the URL (7 days when there is none or it is unknown)", async () => {
    for (const path of ["/admin?range=30d", "/admin", "/admin?range=365d"]) (await renderAt(path))();
    expect(requested.filter((url) => !url.includes("/response-times"))).toEqual([
      "/api/admin/overview?range=30d",
      "/api/admin/overview?range=7d",
      "/api/admin/overview?range=7d",
    ]);
  });

  it("says when counting hit a limit: the day capped and when, events over a visitor's or network's limit", async () => {
    const unmount = await renderAt("/admin?range=30d");
    expect(screen.queryByRole("status", { name: "Counting limits" })).toBeNull();
    unmount();
    await renderAt("/admin?range=30d", {
      ...OVERVIEW,
      counting: [
        { day: "2026-11-25", limited: 1200, dropped: 0, cappedAt: null },
        { day: "2026-11-26", limited: 0, dropped: 5321, cappedAt: "2026-11-26T14:05:09.000Z" },
      ],
    });
    const notice = within(screen.getByRole("status", { name: "Counting limits" }));
    const [past, today] = notice.getAllByRole("listitem");
    expect(past!.textContent).toMatch(/1,200 .*25 Nov 2026/);
    expect(today!.textContent).toMatch(/today at 14:05 UTC.*5,321/);
  });

  it("shows the totals, the conversion and which range is shown", async () => {
    await renderAt("/admin?range=30d");
    const totals = within(screen.getByLabelText("Totals"));
    expect(totals.getByText("400")).toBeTruthy();
    expect(totals.getByText("1,234")).toBeTruthy();
    expect(totals.getByText("2.5%")).toBeTruthy();
    expect(screen.getByRole("link", { name: "30 days" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "7 days" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByText(/28 Oct 2026 to 26 Nov 2026/)).toBeTruthy();
  });

  it("lists sources with leads and conversion, a visit without referrer as direct", async () => {
    await renderAt("/admin?range=30d");
    const referrers = table("Referrers");
    expect(referrers.getByRole("rowheader", { name: "www.google.com" })).toBeTruthy();
    expect(referrers.getByRole("rowheader", { name: "Direct (no referrer)" })).toBeTruthy();
    expect(table("Campaigns (UTM)").getByText("5%")).toBeTruthy();
  });

  it("shows each funnel step as a share of the first, and Web Vitals rated", async () => {
    await renderAt("/admin?range=30d");
    expect(table("Assessment funnel").getByRole("row", { name: /Sent 5 12\.5%/ })).toBeTruthy();
    expect(table("Service request dialog").getByRole("row", { name: /Sent 6 20%/ })).toBeTruthy();
    const vitals = table("Web Vitals (75th percentile)");
    expect(vitals.getByRole("row", { name: /LCP 2,400 ms Good 80/ })).toBeTruthy();
    expect(vitals.getByRole("row", { name: /CLS 0\.31 Poor 80/ })).toBeTruthy();
  });

  it("downloads every table as CSV, formula-safe", async () => {
    await renderAt("/admin?range=30d");
    expect(csv("Top pages")).toBe("Page,Views,Visitors,Leads that began here\r\n/about,500,200,3\r\n");
    expect(csv("Campaigns (UTM)")).toBe(
      `Campaign,Visitors,Leads,Conversion\r\n"'=HYPERLINK(""http://evil"")",40,2,5%\r\n`,
    );
    expect(csv("Per day")).toBe("Day,Visitors,Page views,Leads\r\n2026-11-25,150,400,4\r\n2026-11-26,250,834,6\r\n");
    expect(csv("Web Vitals (75th percentile)").split("\r\n")[1]).toBe('/,LCP,"2,400 ms",Good,80');
    expect(csv("Devices")).toBe("Device,Visitors,Page views\r\nPhone,300,900\r\n");
    for (const name of ["Referrers", "Assessment funnel", "Service request dialog"]) {
      expect(screen.getByRole("link", { name: `Download CSV: ${name}` }).getAttribute("download")).toMatch(
        /-2026-10-28-2026-11-26\.csv$/,
      );
    }
  });

  it("shows how fast the firm answers: the median, the share within target, by form and by week", async () => {
    await renderAt("/admin?range=30d");
    expect(requested).toContain("/api/admin/overview/response-times?range=30d");
    const section = screen.getByRole("region", { name: "How fast the firm answers" });
    expect(within(section).getByText("2 h 10 min")).toBeVisible();
    expect(within(section).getByText("75% (3 of 4)")).toBeVisible();
    const byForm = within(section).getByRole("region", { name: "By form" });
    expect(within(byForm).getByRole("row", { name: /Service request/ })).toHaveTextContent("0% (0 of 1)");
    const byWeek = within(section).getByRole("link", { name: "Download CSV: By week" });
    expect(byWeek).toHaveAttribute("download", "response-times-by-week.csv");
    // The screen says "2 h 10 min"; the CSV holds the minutes, and its heading says so.
    expect(decodeURIComponent(byWeek.getAttribute("href")!).split("\r\n")[0]).toBe(
      "data:text/csv;charset=utf-8,Week of,Leads,Answered,Median first response (business minutes),Answered within target (%)",
    );
  });
});
