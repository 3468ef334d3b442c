import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';

/**
 * Writes the whole text to a temp file beside the target, fsyncs it, renames it over the target
 * and fsyncs the folder: a reader or a crash sees the old file or the new one, never half of one.
 */
export async function writeFileDurably(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'w');
  try {
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    // A full disk (ENOSPC), a size limit (EFBIG) or a failed rename: the half-written temp
    // file goes, or every failed write would leave one more behind.
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } catch {
    // Some file systems cannot fsync a directory; the rename is still atomic there.
  } finally {
    await folder.close();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A write cut off by a crash leaves its temp file beside the target. Called once at start-up,
 * before this process writes: removes them all, except those of another process still running.
 * (Our own pid counts as stale: in a container the restarted server often gets the same one.)
 */
export async function removeStaleTempFiles(file: string): Promise<string[]> {
  const prefix = `.${path.basename(file)}.`;
  let names: string[];
  try {
    names = await readdir(path.dirname(file));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(name.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) continue;
    await unlink(path.join(path.dirname(file), name)).then(
      () => removed.push(name),
      () => undefined,
    );
  }
  return removed;
}

/** The file's text, or undefined when there is no file yet. */
export async function readJsonText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A lowdb adapter whose writes are atomic and on disk before write() resolves. */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(
    readonly file: string,
    private readonly serialise: (data: T) => string = (data) => `${JSON.stringify(data, null, 2)}\n`,
  ) {}

  async read(): Promise<T | null> {
    const text = await readJsonText(this.file);
    return text === undefined ? null : (JSON.parse(text) as T);
  }

  async write(data: T): Promise<void> {
    await writeFileDurably(this.file, this.serialise(data));
  }
}
