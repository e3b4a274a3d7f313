import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { create as packTar, extract as extractTar } from "tar";

// A build folder as a gzipped tar archive: what the database stores (build-store.ts).

/** The build folder as a gzipped tar archive. */
export async function pack(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of packTar({ gzip: true, cwd: dir, portable: true }, ["."])) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Unpacks an archive into `dir`, whole: into a partial folder first, then renamed. */
export async function unpack(archive: Buffer, dir: string): Promise<void> {
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const file = `${dir}.tgz`;
  writeFileSync(file, archive);
  try {
    await extractTar({ file, cwd: partial });
  } finally {
    rmSync(file, { force: true });
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
}
