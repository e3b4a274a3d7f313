import { spawn } from "node:child_process";

/** A commit of the content folder as the staff member, when it is in a git checkout. */
export async function commitContent(dir: string, actor: string, message: string): Promise<string | undefined> {
  const git = (args: string[]) =>
    new Promise<{ code: number; out: string }>((done) => {
      const child = spawn("git", ["-C", dir, ...args], { stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
      child.on("error", () => done({ code: 1, out }));
      child.on("close", (code) => done({ code: code ?? 1, out: out.trim() }));
    });
  if ((await git(["rev-parse", "--is-inside-work-tree"])).code !== 0) return undefined;
  await git(["add", "-A", "--", "."]);
  if ((await git(["diff", "--cached", "--quiet", "--", "."])).code === 0) return undefined;
  const author = `${actor.split("@")[0]} <${actor}>`;
  const result = await git([
    "-c",
    `user.name=${actor.split("@")[0]}`,
    "-c",
    `user.email=${actor}`,
    "commit",
    "--quiet",
    `--author=${author}`,
    "-m",
    `${message} (${actor})`,
    "--",
    ".",
  ]);
  if (result.code !== 0) return undefined;
  return (await git(["rev-parse", "HEAD"])).out;
}
