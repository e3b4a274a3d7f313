import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TZDate } from "@date-fns/tz";
import { clockWords, dueTimeOf, WEEKDAYS } from "../../common/business-hours";
import { freePort, waitFor } from "../../server/test-support/ports";
import { startSmtpSink, type SmtpSink } from "../../server/test-support/smtp-sink";
import { site } from "../site-content";
import { expectNoAxeViolations, expectNoHorizontalOverflow, PASSWORD, screenshot, signIn } from "./admin-support";
import { expect, test } from "./fixtures";

// The response clock with the clock pinned (CLOCK_START), against a server of its own and an SMTP
// sink of its own: two leads arrive on a Friday evening in the firm's time zone; the inbox says when
// each falls due (the next working day, in the firm's business hours); a consultant replies to one,
// which is then "answered in …" and counted in the overview's response figures. Then the server starts
// again on the same database on the next working day at 08:00: the morning digest reaches the
// consultant and lists only the lead still waiting.

// The inbox asks who is signed in before the sign-in form: a 401 the browser logs.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

const hours = site.businessHours;

/** The last Friday 17:55 in the firm's zone before now (a working day after closing time). */
function fridayEvening(): Date {
  const now = new TZDate(Date.now(), hours.timeZone);
  const friday = new TZDate(now.getFullYear(), now.getMonth(), now.getDate() - 7, 17, 55, 0, hours.timeZone);
  while (friday.getDay() !== 5) friday.setDate(friday.getDate() + 1);
  return new Date(friday.getTime());
}

/** 08:00:30 in the firm's zone on the first working day after `day`. */
function nextWorkingMorning(day: Date): Date {
  const closed = new Set(hours.closedDates.map((closedDate) => closedDate.date));
  const next = new TZDate(day.getTime(), hours.timeZone);
  next.setHours(8, 0, 30, 0);
  do next.setDate(next.getDate() + 1);
  while (
    !hours.workingDays.includes(WEEKDAYS[next.getDay()]!) ||
    closed.has(
      `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-${String(next.getDate()).padStart(2, "0")}`,
    )
  );
  return new Date(next.getTime());
}

interface PinnedServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string, sink: SmtpSink, clockStart: Date): Promise<PinnedServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      SMTP_URL: sink.url,
      PUBLIC_ORIGIN: baseURL,
      NOTIFY_TO: "team@clock.example.com",
      CLOCK_START: clockStart.toISOString(),
      BACKUP_INTERVAL_HOURS: "0",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitFor(`${baseURL}/readyz`, 120_000);
  } catch (error) {
    server.kill("SIGKILL");
    throw error;
  }
  return {
    baseURL,
    async stop() {
      if (server.exitCode !== null) return;
      server.kill("SIGTERM");
      await once(server, "exit");
    },
  };
}

test("a Friday evening lead is due the next working day; a reply answers it; the next morning's digest lists only what still waits", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const root = mkdtempSync(join(tmpdir(), "site-clock-"));
  const databaseUrl = `file:${join(root, "clock.db")}`;
  const sink = await startSmtpSink();
  const consultant = `consultant-${testInfo.project.name}@clock.example.com`;
  const added = spawnSync("npm", ["run", "-s", "staff", "--", "add", consultant, "--role", "consultant"], {
    input: `${PASSWORD}\n${PASSWORD}\n`,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  expect(added.status, added.stderr).toBe(0);

  const received = fridayEvening();
  let server = await startServer(databaseUrl, sink, received);
  try {
    const leads = { waiting: "Wendy Waiting", answered: "Andy Answered" };
    for (const [key, name] of Object.entries(leads)) {
      const posted = await page.request.post(`${server.baseURL}/api/contact`, {
        data: { name, email: `${key}@visitor.example.com`, subject: `About ${key}`, message: "Hello" },
      });
      expect(posted.status()).toBe(201);
    }

    // Due the next working day, in words, as the firm's business hours count it.
    const due = clockWords({
      receivedAt: received,
      dueAt: dueTimeOf(received, hours),
      firstResponseAt: null,
      now: received,
      hours,
    });
    expect(due.words).toMatch(/^due [A-Z][a-z]+day \d\d:\d\d$/);
    await page.goto(`${server.baseURL}/admin/leads?view=waiting`);
    await signIn(page, consultant);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("link", { name: /^Waiting for an answer/ }).click();
    const waitingList = page.getByRole("list", { name: "Leads waiting for an answer, oldest due first" });
    for (const name of Object.values(leads))
      await expect(waitingList.getByRole("listitem").filter({ hasText: name })).toContainText(due.words);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page, "the waiting list");

    // The consultant replies to one of them.
    await waitingList.getByRole("listitem").filter({ hasText: leads.answered }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(leads.answered);
    const reply = page.getByRole("region", { name: "Reply" });
    await reply.getByLabel("Your reply").fill("Thank you: I will call you on Monday morning.");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText(/^answered in /).first()).toBeVisible();
    await expect
      .poll(() => sink.received.filter((mail) => mail.to.includes("answered@visitor.example.com")).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(1); // the acknowledgement, then the reply
    await screenshot(page, testInfo, "clock-answered-lead");

    // The overview counts it among the answered leads.
    await page.getByRole("link", { name: "Overview" }).click();
    const figures = page.getByRole("region", { name: "How fast the firm answers" });
    await expect(figures.getByRole("definition").last()).toHaveText("1 of 2");
    await expectNoAxeViolations(page);
  } finally {
    await server.stop();
  }

  // The next working morning: the digest, once, with only the lead still waiting.
  const toConsultant = () => sink.received.filter((mail) => mail.to.includes(consultant));
  const before = toConsultant().length; // Friday's digest, if its check ran after the leads came
  server = await startServer(databaseUrl, sink, nextWorkingMorning(received));
  try {
    await expect.poll(() => toConsultant().length, { timeout: 60_000 }).toBe(before + 1);
    const digest = toConsultant().at(-1);
    expect(digest!.text).toContain("Wendy Waiting");
    expect(digest!.text).not.toContain("Andy Answered");
  } finally {
    await server.stop();
    await sink.close();
    rmSync(root, { recursive: true, force: true });
  }
});
