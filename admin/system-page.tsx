import type { ReactNode } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { SYSTEM_PATH, type Problem, type SystemStatus } from "../common/system";
import { api, formatTime, signedIn } from "./api";
import { linkClass, PageHeading } from "./ui";

// The System screen (/admin/system): backups, mail, webhooks, disk, database and version, and
// what is wrong; the banner every screen shows (HealthBanner) names the same problems.

export const systemLoader = signedIn(({ request }: LoaderFunctionArgs) =>
  api<SystemStatus>(SYSTEM_PATH, { signal: request.signal }),
);

const GIB = 1024 ** 3;
const formatBytes = (bytes: number | null) =>
  bytes === null
    ? "unknown"
    : bytes >= GIB
      ? `${(bytes / GIB).toFixed(1)} GB`
      : `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;
const when = (iso: string | null, none = "never") => (iso ? formatTime(iso) : none);

/** One problem: what is wrong, since when, what to do. */
function ProblemText({ problem }: { problem: Problem }) {
  return (
    <>
      <p className="font-semibold">
        {problem.what}
        {problem.since ? ` Since ${formatTime(problem.since)}.` : ""}
      </p>
      <p className="mt-1">
        <span className="font-semibold">What to do: </span>
        {problem.todo}
      </p>
    </>
  );
}

/** On every screen of the inbox while something is wrong: each problem and what to do. */
export function HealthBanner({ problems }: { problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="health-banner-heading" className="border-b-4 border-amber-600 bg-amber-50 text-amber-950">
      <div className="mx-auto max-w-6xl px-4 py-3">
        <h2 id="health-banner-heading" className="text-base font-bold">
          {problems.length === 1 ? "Something needs attention" : `${problems.length} things need attention`}
        </h2>
        <ul className="mt-2 space-y-3 text-sm">
          {problems.map((problem, index) => (
            <li key={`${problem.id}-${index}`}>
              <ProblemText problem={problem} />
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          <Link to="/admin/system" className={linkClass}>
            Open the System screen
          </Link>
        </p>
      </div>
    </section>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`system-${title}`} className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id={`system-${title}`} className="text-lg font-bold">
        {title}
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {children}
      </dl>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="mb-2 break-words sm:mb-0">{children}</dd>
    </>
  );
}

export function SystemPage() {
  const status = useLoaderData<typeof systemLoader>();
  const { mail, backups, webhooks, disk, database, version } = status;
  return (
    <>
      <PageHeading>System</PageHeading>
      <p className="mt-1 text-sm text-slate-700">Checked {formatTime(status.checkedAt)}.</p>
      <section aria-labelledby="system-health" className="mt-4">
        <h2 id="system-health" className="sr-only">
          Health
        </h2>
        {status.problems.length === 0 ? (
          <p className="rounded-lg border border-emerald-400 bg-emerald-50 p-4 font-semibold text-emerald-950">
            Everything is working: mail, webhooks, backups and disk space are fine.
          </p>
        ) : (
          <ul className="space-y-3">
            {status.problems.map((problem, index) => (
              <li
                key={`${problem.id}-${index}`}
                className="rounded-lg border border-amber-600 bg-amber-50 p-4 text-sm text-amber-950"
              >
                <ProblemText problem={problem} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Facts title="Backups">
          {!backups.available ? (
            <Fact term="Backups">This server does not take backups.</Fact>
          ) : (
            <>
              <Fact term="Last good backup">
                {backups.lastGood
                  ? `${formatTime(backups.lastGood.at)}, ${formatBytes(backups.lastGood.size)}, ${
                      backups.lastGood.verified ? "verified" : "not verified"
                    }`
                  : "none yet"}
              </Fact>
              <Fact term="Copied off the machine">
                {!backups.lastGood
                  ? "no backup yet"
                  : backups.lastGood.copied === true
                    ? "yes"
                    : backups.lastGood.copied === false
                      ? "no: the copy failed"
                      : "no copy is set up (BACKUP_COPY_COMMAND)"}
              </Fact>
              {backups.lastRun && !backups.lastRun.ok ? (
                <Fact term="Last attempt failed">
                  {formatTime(backups.lastRun.at)}: {backups.lastRun.error ?? "no reason recorded"}
                </Fact>
              ) : null}
              <Fact term="Next backup">
                {backups.next ? formatTime(backups.next) : "only on demand (BACKUP_INTERVAL_HOURS is 0)"}
              </Fact>
              <Fact term="Interval">{backups.intervalHours > 0 ? `every ${backups.intervalHours} hours` : "none"}</Fact>
            </>
          )}
        </Facts>
        <Facts title="Mail">
          <Fact term="Sending">
            {mail.enabled
              ? mail.notifyTo
                ? "on"
                : "on, but NOTIFY_TO is not set: notifications wait"
              : "off: SMTP_URL is not set, mail waits"}
          </Fact>
          <Fact term="Last sent">{when(mail.lastSentAt)}</Fact>
          <Fact term="Waiting">
            {mail.waiting === 0 ? "nothing" : `${mail.waiting}, the oldest since ${when(mail.oldestWaitingAt)}`}
          </Fact>
          <Fact term="Failures in the last 24 hours">{mail.failures24h}</Fact>
          <Fact term="Last error">
            {mail.lastError ? `${formatTime(mail.lastError.at)}: ${mail.lastError.words}` : "none"}
          </Fact>
        </Facts>
        <Facts title="Webhooks">
          {webhooks.length === 0 ? (
            <Fact term="Targets">none (WEBHOOK_URLS is not set)</Fact>
          ) : (
            webhooks.map((webhook) => (
              <Fact key={webhook.target} term={webhook.target}>
                last success {when(webhook.lastSuccessAt)}
                {webhook.failingSince ? `; failing since ${formatTime(webhook.failingSince)}` : "; not failing"}
              </Fact>
            ))
          )}
        </Facts>
        <Facts title="Server">
          {disk.map((place) => (
            <Fact key={place.holds} term={`Free disk space (${place.holds})`}>
              {formatBytes(place.freeBytes)} of {formatBytes(place.totalBytes)}
              {place.nearlyFull ? ": nearly full" : ""}
            </Fact>
          ))}
          <Fact term="Database">{database.kind}</Fact>
          <Fact term="Version">
            {version.version}
            {version.commit ? ` (commit ${version.commit})` : ""}
          </Fact>
          <Fact term="Running since">{formatTime(version.startedAt)}</Fact>
        </Facts>
      </div>
    </>
  );
}
