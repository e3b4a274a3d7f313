import { useEffect, useState } from "react";
import {
  useFetcher,
  useLoaderData,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import {
  ADMIN_API_PREFIX,
  type SiteBuild,
  type SiteChange,
  type SitePreview,
  type SiteStatus,
} from "../common/admin-api";
import { api, ApiError, failure, formatTime, formText, signedIn } from "./api";
import { buttonClass, ErrorText, linkClass, PageHeading, secondaryButtonClass } from "./ui";

// The public website: edit it (the editor at /keystatic), preview what was saved (the server
// builds it as a publish does, without making it live; "Open the preview" shows it to staff on
// the preview host, where "Publish this" makes that build live), publish what was saved (the server
// rebuilds the site in the background, then switches to the new build if it passes its checks),
// see the kept builds, roll back to the one before. While a publish runs the screen asks again
// every second and shows its step. The buttons post through a fetcher: its answer stays on the
// screen while the screen asks again (a navigation's action data would be gone at the next ask).

export const websiteLoader = signedIn(({ request }: LoaderFunctionArgs) =>
  api<SiteStatus>("/site/builds", { signal: request.signal }),
);

export const websiteAction = signedIn(
  async ({ request }: ActionFunctionArgs): Promise<{ error?: string; busy?: string; done?: string }> => {
    const intent = formText(await request.formData(), "intent");
    try {
      if (intent === "rollback") {
        const status = await api<SiteStatus>("/site/rollback", { method: "POST", body: {} });
        const live = status.builds.find((build) => build.live);
        return { done: `Rolled back: the site is now ${live ? describeBuild(live) : "the previous build"}.` };
      }
      if (intent === "preview") {
        await api<SiteStatus>("/site/preview", { method: "POST", body: {} });
        return {};
      }
      await api<SiteStatus>("/site/publish", { method: "POST", body: {} });
      return {};
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) throw caught;
      // Another publish is running: said while it runs.
      if (caught instanceof ApiError && caught.status === 409) return { busy: failure(caught) };
      return { error: failure(caught) };
    }
  },
);

/** Opens the ready preview on the preview host (the server hands the session over). */
const PREVIEW_OPEN = `${ADMIN_API_PREFIX}/site/preview/open`;

const describeBuild = (build: SiteBuild) =>
  build.id === "deployed"
    ? "the build deployed with the server"
    : `the build published ${formatTime(build.at)} by ${build.by}`;

function Elapsed({ since }: { since: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{Math.max(0, Math.round((now - Date.parse(since)) / 1000))} s</>;
}

const CHANGE_WORDS: Record<SiteChange["change"], string> = {
  changed: "changed",
  added: "new",
  removed: "deleted",
};

/** What "Publish" would put live: the entries saved since the live build was made. */
function Unpublished({ changes }: { changes: SiteChange[] | null }) {
  if (!changes) return null;
  if (changes.length === 0)
    return <p className="mt-2">Nothing saved since the live build: visitors see every saved change.</p>;
  return (
    <>
      <p className="mt-2">Saved in the editor and not yet published:</p>
      <ul className="mt-1 list-disc space-y-1 pl-6">
        {changes.map((change) => (
          <li key={change.file}>
            {change.href ? (
              <a className={linkClass} href={change.href}>
                {change.entry}
              </a>
            ) : (
              change.entry
            )}{" "}
            ({CHANGE_WORDS[change.change]})
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Publish this" found entries saved since its preview was built: they are built again, listed. */
function SavedSincePreview({ changes }: { changes: SiteChange[] }) {
  return (
    <>
      <p>Saved since the preview was built, so the site is built again with:</p>
      <ul className="mt-1 mb-2 list-disc space-y-1 pl-6">
        {changes.map((change) => (
          <li key={change.file}>
            {change.entry} ({CHANGE_WORDS[change.change]})
          </li>
        ))}
      </ul>
    </>
  );
}

/** The last preview, for the screen's status: being built, or ready to open. */
function PreviewProgress({ preview }: { preview: SitePreview }) {
  if (preview.state === "building")
    return (
      <p>
        Building the preview (started by {preview.by}, <Elapsed since={preview.startedAt} /> ago): {preview.step}…
      </p>
    );
  if (preview.state === "ready")
    return (
      <p>
        Preview ready (what was saved at {formatTime(preview.startedAt)}, by {preview.by}):{" "}
        <a className={linkClass} href={PREVIEW_OPEN}>
          Open the preview
        </a>
      </p>
    );
  return null;
}

export function WebsitePage() {
  const { publishing, preview, builds, unpublished } = useLoaderData<typeof websiteLoader>();
  const fetcher = useFetcher<typeof websiteAction>();
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  const revalidator = useRevalidator();
  const running = publishing.state === "running";
  const previewing = preview.state === "building";

  useEffect(() => {
    if (!running && !previewing) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [running, previewing, revalidator]);

  const liveIndex = builds.findIndex((build) => build.live);
  // "Published" while the published build is the live one (not after a roll back).
  const publishedLive = publishing.state === "done" && builds[liveIndex]?.id === publishing.build;
  const canRollBack = liveIndex >= 0 && liveIndex < builds.length - 1;

  return (
    <>
      <PageHeading>Website</PageHeading>
      <p className="mt-2 max-w-2xl">
        Change the site&apos;s words in the editor, save, then preview or publish here: visitors see the change once the
        new build has passed its checks.
      </p>
      <p className="mt-3">
        <a className={linkClass} href="/keystatic">
          Edit the site
        </a>
      </p>

      <section aria-labelledby="publish-heading" className="mt-6">
        <h2 id="publish-heading" className="text-lg font-bold">
          Publish
        </h2>
        <Unpublished changes={unpublished} />
        <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="preview"
            className={secondaryButtonClass}
            disabled={busy || previewing}
          >
            Preview
          </button>
          <button type="submit" name="intent" value="publish" className={buttonClass} disabled={busy}>
            Publish
          </button>
          <button
            type="submit"
            name="intent"
            value="rollback"
            className={secondaryButtonClass}
            disabled={busy || running || !canRollBack}
          >
            Roll back
          </button>
        </fetcher.Form>
        <div role="status" className="mt-3">
          <PreviewProgress preview={preview} />
          {running && publishing.savedSincePreview ? (
            <SavedSincePreview changes={publishing.savedSincePreview} />
          ) : null}
          {running ? (
            <p>
              Publishing (started by {publishing.by}, <Elapsed since={publishing.startedAt} /> ago): {publishing.step}…
            </p>
          ) : publishedLive ? (
            <p>
              Published: the site is live with the changes (build of {formatTime(publishing.startedAt)}, by{" "}
              {publishing.by}).
            </p>
          ) : null}
          {answer?.done ? <p>{answer.done}</p> : null}
          {running && answer?.busy ? <p>{answer.busy}</p> : null}
        </div>
        {answer?.error ? <ErrorText message={answer.error} /> : null}
        {preview.state === "failed" ? (
          <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">The last preview failed ({formatTime(preview.finishedAt)}).</p>
            <p className="mt-1 break-words whitespace-pre-wrap">{preview.reason}</p>
          </div>
        ) : null}
        {publishing.state === "failed" ? (
          <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">
              The last publish failed ({formatTime(publishing.finishedAt)}); the site did not change.
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap">{publishing.reason}</p>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="builds-heading" className="mt-8">
        <h2 id="builds-heading" className="text-lg font-bold">
          Builds kept
        </h2>
        <ul className="mt-2 space-y-1">
          {builds.map((build) => (
            <li key={build.id}>
              {build.id === "deployed" ? "Deployed with the server" : `${formatTime(build.at)}, by ${build.by}`}
              {build.commit ? ` (commit ${build.commit.slice(0, 7)})` : ""}
              {build.live ? <strong> — live</strong> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
