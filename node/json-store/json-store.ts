import path from 'node:path';
import { Low } from 'lowdb';
import { ConflictError } from '@core/contract/errors';
import type { Logger } from '../logger';
import { contentVersion } from './content-version';
import { DurableJsonFile, readJsonText, removeStaleTempFiles, writeFileDurably } from './durable-file';
import { appendDurably, journalBatches, journalFileOf, trimTornTail } from './journal';
import type { Salvaged } from './record-lists';
import { asideName, setAside } from './set-aside';

export interface JsonStoreOptions<T> {
  file: string;
  /** What the store is called in logs: 'inbox', 'outbox', 'catalogue'. */
  name: string;
  logger: Logger;
  /** Turns what was read into the state; throws when the file is not one. */
  parse(json: unknown): T;
  /**
   * With 'set-aside': when parse refuses the file at start-up, keeps the records that are
   * valid and returns the others, which are written to a file beside it (see record-lists.ts).
   */
  salvage?: (json: unknown) => Salvaged<T>;
  /** The state of a store whose file does not exist yet (or was set aside). */
  empty(): T;
  /**
   * 'set-aside': an unreadable file is renamed aside (never overwritten), reported, and the store
   * starts empty. 'refuse': opening fails with the reason (the file is curated by hand).
   */
  whenInvalid: 'set-aside' | 'refuse';
  /**
   * The working copy a batch of changes is applied to; the committed state is never touched.
   * Defaults to structuredClone. A store of many records may copy only its collections, as long
   * as its changes replace records instead of mutating them.
   */
  copy?: (state: T) => T;
  /**
   * Checks (and may normalise) the state after each change, before it is written. With it, each
   * change gets its own copy, so one invalid change is refused alone; without it, a batch shares one.
   */
  check?: (state: T) => T;
  serialise?: (state: T) => string;
  /**
   * Before each write, compares the file on disk with the version this store last read or
   * wrote, and refuses the batch (ConflictError) when someone else changed it: a hand edit that
   * was refused as invalid, or one still waiting to be reloaded, is never written over.
   */
  refuseIfChangedOnDisk?: boolean;
  /**
   * Commits each batch as one line appended to `<file>.journal` (see journal.ts) instead of
   * rewriting the file, and folds the journal into the file once it outgrows it. `diff` says what
   * a batch changed; `replay` applies that to the file's JSON as read, before it is parsed.
   */
  journal?: {
    diff(before: T, after: T): unknown[];
    replay(json: unknown, op: unknown): unknown;
  };
}

/** A journal is folded into its file once it is larger than the file, and at least this large. */
const MIN_COMPACT_BYTES = 1024 * 1024;

export interface JsonStore<T> {
  readonly file: string;
  /** The files this store set aside when it opened (a damaged file, or records no longer valid): the window names them. */
  readonly setAside: readonly string[];
  /** The committed state: what is on disk. Replaced, never mutated, by every change. */
  read(): T;
  /** A content hash of the committed file; it changes whenever the state does. */
  version(): string;
  /**
   * Applies a change to a copy and resolves once it is on disk. Changes that arrive while a write
   * is under way are written together by the next single write (group commit). A change that
   * throws is refused alone and must not have changed the draft before throwing.
   */
  update<R>(change: (draft: T) => R): Promise<R>;
  /** Reads the file again (an edit by hand); an invalid file is refused and the last good state stays. */
  reload(): Promise<boolean>;
  /** Called after each commit and each reload that changed the state. */
  onChange(listener: (state: T) => void): () => void;
  /** Resolves once every change accepted so far is on disk. */
  flush(): Promise<void>;
}

interface Pending<T> {
  change: (draft: T) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const defaultSerialise = (state: unknown) => `${JSON.stringify(state, null, 2)}\n`;

/**
 * The one JSON-file store the inbox, the outbox and the catalogue are built on: lowdb over a
 * durable file (temp, fsync, rename), loaded or set aside at start-up, copy-on-write changes
 * written by group commit, and no promise resolved before its change is on disk.
 */
export async function openJsonStore<T>(options: JsonStoreOptions<T>): Promise<JsonStore<T>> {
  const { file, name, logger, parse, empty, whenInvalid, check } = options;
  const copy = options.copy ?? ((state: T) => structuredClone(state));
  const serialise = options.serialise ?? defaultSerialise;
  const listeners = new Set<(state: T) => void>();

  const journalFile = journalFileOf(file);
  const setAsideFiles: string[] = [];
  let snapshotBytes = 0;
  let journalBytes = 0;

  /** The file's JSON (with its journal replayed) and its text's version; undefined when there is neither. */
  async function readJson(): Promise<{ json: unknown; version: string } | undefined> {
    const text = await readJsonText(file);
    const journalText = options.journal ? ((await readJsonText(journalFile)) ?? '') : '';
    if (text === undefined && journalText === '') return undefined;
    let json: unknown;
    try {
      // A byte-order mark (an editor on Windows saved the file) is not part of the JSON.
      json = text === undefined ? serialisedEmpty() : JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new Error(`not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    snapshotBytes = text?.length ?? 0;
    journalBytes = Buffer.byteLength(journalText);
    if (options.journal && journalText !== '') {
      const { batches, skipped } = journalBatches(journalText);
      if (skipped > 0) logger.warn(`${name} journal held lines a cut-off write left; skipped them`, { skipped });
      for (const batch of batches) for (const op of batch) json = options.journal.replay(json, op);
    }
    return { json, version: contentVersion(`${text ?? ''}${journalText}`) };
  }

  const serialisedEmpty = () => JSON.parse(serialise(empty())) as unknown;

  async function load(): Promise<{ state: T; version: string } | undefined> {
    const read = await readJson();
    return read && { state: parse(read.json), version: read.version };
  }

  /** Keeps the valid records of a file parse refused; the others go to a file beside it. */
  async function salvaged(reason: string): Promise<T | undefined> {
    if (!options.salvage) return undefined;
    try {
      const read = await readJson();
      if (!read) return undefined;
      const { state, rejected } = options.salvage(read.json);
      const keptAs = asideName(file).replace('.corrupt-', '.rejected-');
      await writeFileDurably(keptAs, `${JSON.stringify({ file, reason, rejected }, null, 2)}\n`);
      setAsideFiles.push(keptAs);
      logger.error(`${name} file held records that are not valid; kept the others and set these aside`, {
        file,
        keptAs,
        rejected: rejected.length,
        reasons: [...new Set(rejected.map((record) => `${record.list}: ${record.reason}`))].slice(0, 10),
      });
      return state;
    } catch {
      return undefined;
    }
  }

  let committed: T;
  let version: string;
  try {
    const loaded = await load();
    committed = loaded?.state ?? empty();
    version = loaded?.version ?? contentVersion(serialise(committed));
  } catch (error) {
    if (whenInvalid === 'refuse') throw error;
    const kept = await salvaged((error as Error).message);
    if (kept) committed = kept;
    else {
      setAsideFiles.push(await setAside(file, { name, reason: (error as Error).message, logger }));
      committed = empty();
    }
    version = contentVersion(serialise(committed));
  }
  if (options.journal) {
    const cut = await trimTornTail(journalFile);
    if (cut > 0) logger.warn(`${name} journal ended in a line a crash cut off; removed it`, { bytes: cut });
  }
  const db = new Low<T>(new DurableJsonFile<T>(file, serialise), committed);
  const stale = await removeStaleTempFiles(file);
  if (stale.length > 0) logger.warn('removed temp files a crashed write left behind', { file, files: stale });

  function publish() {
    for (const listener of listeners) {
      try {
        listener(committed);
      } catch (error) {
        logger.warn(`${name} listener failed`, { error: String(error) });
      }
    }
  }

  /** Appends the batch's changes as one journal line; folds the journal in once it is large. */
  async function commitToJournal(journal: NonNullable<JsonStoreOptions<T>['journal']>, draft: T): Promise<string> {
    const ops = journal.diff(committed, draft);
    if (ops.length === 0) return version;
    const line = `${JSON.stringify(ops)}\n`;
    await appendDurably(journalFile, line);
    journalBytes += Buffer.byteLength(line);
    if (journalBytes > Math.max(MIN_COMPACT_BYTES, snapshotBytes)) {
      // The file first, then an empty journal: a crash between the two replays the journal onto
      // a file that already holds it, which changes nothing (ops replace and remove by id). The
      // batch is on disk already, so a failed fold is only reported and tried again later.
      try {
        const text = serialise(draft);
        await writeFileDurably(file, text);
        await writeFileDurably(journalFile, '');
        snapshotBytes = text.length;
        journalBytes = 0;
      } catch (error) {
        logger.error(`${name} journal could not be folded into the file; it keeps growing`, { error: String(error) });
      }
    }
    return contentVersion(`${version}${line}`);
  }

  async function refuseIfChanged() {
    const onDisk = await readJsonText(file);
    if (onDisk === undefined || contentVersion(onDisk) === version) return;
    throw new ConflictError(
      `${path.basename(file)} was changed on disk since it was last read (an edit that is not valid, or one not ` +
        'reloaded yet); nothing was written, so the edit is kept. Fix or finish the edit, then try again.',
    );
  }

  let queue: Pending<T>[] = [];
  let writing: Promise<void> | undefined;

  /** Applies a batch to a working copy; returns the copy and each change's outcome. */
  function apply(batch: Pending<T>[]) {
    // With a check, each change copies what it starts from; otherwise the batch shares one copy.
    let draft = check ? committed : copy(committed);
    const outcomes = batch.map((pending) => {
      const working = check ? copy(draft) : draft;
      try {
        const value = pending.change(working);
        if (check) draft = check(working);
        return { pending, ok: true, value };
      } catch (error) {
        return { pending, ok: false, value: error as unknown };
      }
    });
    return { draft, outcomes };
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const { draft, outcomes } = apply(batch);
      const anyApplied = outcomes.some((outcome) => outcome.ok);
      try {
        if (anyApplied) {
          if (options.refuseIfChangedOnDisk) await refuseIfChanged();
          if (options.journal) version = await commitToJournal(options.journal, draft);
          else {
            db.data = draft;
            await db.write();
            version = contentVersion(serialise(draft));
          }
          committed = draft;
        }
      } catch (error) {
        db.data = committed;
        if (error instanceof ConflictError) logger.warn(`${name} changed on disk; refused to write over it`, { file });
        else logger.error(`${name} write failed; nothing of this batch was kept`, { file, error: String(error) });
        for (const { pending, ok, value } of outcomes) pending.reject(ok ? error : value);
        continue;
      }
      for (const { pending, ok, value } of outcomes) (ok ? pending.resolve : pending.reject)(value);
      if (anyApplied) publish();
    }
  }

  function schedule() {
    writing ??= drain().finally(() => {
      writing = undefined;
      if (queue.length > 0) schedule();
    });
  }

  async function flush() {
    while (writing) await writing;
  }

  return {
    file,
    setAside: setAsideFiles,
    read: () => committed,
    version: () => version,
    update<R>(change: (draft: T) => R): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ change, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
    async reload() {
      await flush();
      try {
        const loaded = await load();
        if (!loaded) throw new Error('the file is missing (ENOENT)');
        if (loaded.version === version) return false;
        committed = loaded.state;
        version = loaded.version;
        db.data = committed;
        publish();
        return true;
      } catch (error) {
        logger.error(`${name} file refused; still serving the last good ${name}`, {
          file,
          reason: (error as Error).message,
          servingVersion: version,
        });
        return false;
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush,
  };
}
