import { describe, expect, it } from "vitest";
import type { ApiApp } from "../test-support/app";
import { csvCell } from "../../common/csv";
import { runSubmissionsCli } from "./submissions";
import { describeOnEachDatabase } from "../test-support/fixtures";

describe("CSV cells", () => {
  it("defuse spreadsheet formulas and quote what needs quoting", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("true");
  });
});

describeOnEachDatabase("submissions command", (test) => {
  let ctx: ApiApp | undefined;

  async function run(args: string[], terminal = false) {
    let stdout = "";
    let stderr = "";
    const code = await runSubmissionsCli(args, {
      env: { DATABASE_URL: ctx!.config.DATABASE_URL },
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      terminal,
    });
    return { code, stdout, stderr };
  }
  const post = (url: string, payload: unknown) =>
    ctx!.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  test("export to a terminal shows control characters escaped, never obeys them", async ({ apiApp }) => {
    ctx = await apiApp();
    // A row from before validation refused such characters.
    await ctx.database.db
      .insertInto("contact_messages")
      .values({
        id: "legacy",
        name: "Eve\u001b]0;pwned\u0007\u001b[2J",
        email: "eve@example.com",
        subject: "Invoice \u202egnp.exe \u009b31m",
        message: "line one\rOVERWRITTEN\nline two",
        spam: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const shown = await run(["export", "--type", "contact", "--format", "csv"], true);
    expect(shown.code).toBe(0);
    // Nothing a terminal obeys is left but the CSV's own line breaks.
    // eslint-disable-next-line no-control-regex
    expect(shown.stdout.replaceAll("\r\n", "\n")).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(shown.stdout).toContain("Eve\\u{1b}]0;pwned\\u{7}\\u{1b}[2J");
    expect(shown.stdout).toContain("Invoice \\u{202e}gnp.exe \\u{9b}31m");
    expect(shown.stdout).toContain("line one\\u{d}OVERWRITTEN\nline two");
    // To a file or a pipe, the data is exact.
    const piped = await run(["export", "--type", "contact", "--format", "csv"]);
    expect(piped.stdout).toContain("Eve\u001b]0;pwned");
  });

  test("exports CSV (formula-safe) and JSON, genuine rows only unless asked, since a date", async ({ apiApp }) => {
    ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" });
    await post("/api/contact", {
      name: "=cmd|' /C calc'!A0",
      email: "a@example.com",
      subject: '@risk, "quoted"',
      message: "Two\nlines",
    });
    await post("/api/contact", { name: "Bot", email: "b@example.com", subject: "x", message: "y", website: "spam" });
    await post("/api/assessment", {
      fullName: "Alan",
      email: "alan@example.com",
      company: "+Co",
      teamSize: "-5",
      challenges: "c",
      goals: "g",
      service: "Agile Coaching",
    });

    const csv = await run(["export", "--type", "contact", "--format", "csv"]);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.split("\r\n");
    expect(lines[0]).toBe(
      "id,reference,created_at,name,email,subject,message,spam,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_viewed",
    );
    expect(lines).toHaveLength(3); // header, one genuine row, final empty
    expect(lines[1]).toContain(`'=cmd|' /C calc'!A0,a@example.com,"'@risk, ""quoted""","Two\nlines",false`);
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},CM-\w{4}-\w{2},\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);

    const withSpam = await run(["export", "--type", "contact", "--format", "json", "--include-spam"]);
    const rows = JSON.parse(withSpam.stdout) as { name: string; spam: boolean; created_at: string }[];
    expect(rows.map((row) => [row.name, row.spam])).toEqual([
      ["=cmd|' /C calc'!A0", false],
      ["Bot", true],
    ]);
    expect(rows[0]!.created_at).toMatch(/Z$/);

    const assessments = await run(["export", "--type", "assessments", "--format", "csv"]);
    expect(assessments.stdout).toContain(",'+Co,'-5,Agile Coaching,c,g,false");
    expect((await run(["export", "--type", "contact", "--format", "json", "--since", "2999-01-01"])).stdout).toBe(
      "[]\n",
    );
    expect((await run(["export", "--type", "nope"])).code).toBe(2);
    expect((await run(["export", "--type", "contact", "--since", "yesterday"])).stderr).toContain(
      "--since must be a date",
    );
  });

  test("purge deletes what is older than the retention and keeps the rest", async ({ apiApp }) => {
    ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" });
    await post("/api/contact", { name: "Recent", email: "a@example.com", subject: "s", message: "m" });
    await post("/api/subscribe", { name: "Old pending", email: "old@example.com" });
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
    await ctx.database.db
      .insertInto("contact_messages")
      .values({
        id: "old-1",
        name: "Old",
        email: "o@example.com",
        subject: "s",
        message: "m",
        spam: 0,
        created_at: old,
      })
      .execute();
    await ctx.database.db.updateTable("subscribers").set({ updated_at: old }).execute();

    const result = await run(["purge"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("older than 730 days");
    expect(result.stdout).toContain("contact_messages: 1");
    expect(result.stdout).toContain("subscribers: 1");
    const names = await ctx.database.db.selectFrom("contact_messages").select("name").execute();
    expect(names).toEqual([{ name: "Recent" }]);
    expect(await ctx.database.db.selectFrom("subscriber_tokens").selectAll().execute()).toHaveLength(0);
    expect((await run(["purge", "--older-than-days", "0"])).code).toBe(2);
  });
});
