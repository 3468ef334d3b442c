import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryLogger } from '../../tests/support/test-doubles';
import { removeDir, tempDir } from '../../tests/support/temp-files';
import { openJsonStore, type JsonStoreOptions } from './json-store';
import { parseWithSchema } from './parse-with-schema';

const listSchema = z.object({ items: z.array(z.number().int().min(0)) });
type List = z.infer<typeof listSchema>;

let dir: string;
beforeEach(async () => {
  dir = await tempDir('json-store-');
});
afterEach(async () => {
  await removeDir(dir);
});

function options(overrides: Partial<JsonStoreOptions<List>> = {}): JsonStoreOptions<List> {
  return {
    file: path.join(dir, 'list.json'),
    name: 'list',
    logger: memoryLogger(),
    parse: parseWithSchema(listSchema, 'a list'),
    empty: () => ({ items: [] }),
    whenInvalid: 'set-aside',
    ...overrides,
  };
}

const onDisk = async (file: string): Promise<List> => JSON.parse(await readFile(file, 'utf8')) as List;

describe('the JSON store every store is built on', () => {
  it('writes changes that arrive together in one batch, each on disk when its promise resolves', async () => {
    const store = await openJsonStore(options());
    let writesSeen = 0;
    store.onChange(() => (writesSeen += 1));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store
          .update((draft) => draft.items.push(i))
          .then(async () => expect((await onDisk(store.file)).items).toContain(i)),
      ),
    );
    expect(store.read().items).toHaveLength(50);
    // Group commit: far fewer writes than changes (the first alone, then the rest together).
    expect(writesSeen).toBeLessThan(5);
  });

  it('refuses a throwing change alone and keeps the rest of its batch', async () => {
    const store = await openJsonStore(options());
    const results = await Promise.allSettled([
      store.update((draft) => draft.items.push(1)),
      store.update(() => {
        throw new Error('refused');
      }),
      store.update((draft) => draft.items.push(2)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await onDisk(store.file)).items).toEqual([1, 2]);
  });

  it('with a check, refuses only the change that breaks it', async () => {
    const store = await openJsonStore(options({ check: (draft) => listSchema.parse(draft) }));
    const results = await Promise.allSettled([
      store.update((draft) => draft.items.push(1)),
      store.update((draft) => draft.items.push(-5)),
      store.update((draft) => draft.items.push(3)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.read().items).toEqual([1, 3]);
    expect((await onDisk(store.file)).items).toEqual([1, 3]);
  });

  it('keeps the committed state and the file as they were when a write fails', async () => {
    const file = path.join(dir, 'sub', 'list.json');
    const store = await openJsonStore(options({ file }));
    await store.update((draft) => draft.items.push(1));
    const before = store.read();
    const version = store.version();
    // The folder becomes a file: the temp file cannot be created, so the write fails.
    await rm(path.dirname(file), { recursive: true });
    await writeFile(path.dirname(file), 'not a folder');
    await expect(store.update((draft) => draft.items.push(2))).rejects.toThrow();
    expect(store.read()).toBe(before);
    expect(store.read().items).toEqual([1]);
    expect(store.version()).toBe(version);
  });

  it('sets an unreadable file aside, keeps its bytes, and starts empty', async () => {
    const file = path.join(dir, 'list.json');
    await writeFile(file, '{"items": [1, 2');
    const logger = memoryLogger();
    const store = await openJsonStore(options({ logger }));
    expect(store.read()).toEqual({ items: [] });
    const aside = (await readdir(dir)).find((name) => name.startsWith('list.json.corrupt-'));
    expect(await readFile(path.join(dir, aside!), 'utf8')).toBe('{"items": [1, 2');
    expect(logger.lines.join('')).toMatch(/list file is unreadable; kept it aside/);
    expect(logger.lines.join('')).toMatch(/not valid JSON/);
  });

  it('names the first problem of a file that parses but is not what it should be', async () => {
    await writeFile(path.join(dir, 'list.json'), '{"items": [1, "two"]}');
    await expect(openJsonStore(options({ whenInvalid: 'refuse' }))).rejects.toThrow(/not a list at items\.1/);
    // Refused, not set aside: the file is still there.
    expect(await readdir(dir)).toEqual(['list.json']);
  });

  it('reloads an edit by hand, refuses an invalid one and keeps serving the last good state', async () => {
    const logger = memoryLogger();
    const store = await openJsonStore(options({ logger }));
    await store.update((draft) => draft.items.push(1));
    const first = store.version();
    await writeFile(store.file, '{"items": [7]}');
    expect(await store.reload()).toBe(true);
    expect(store.read().items).toEqual([7]);
    expect(store.version()).not.toBe(first);
    expect(await store.reload()).toBe(false);
    await writeFile(store.file, '{"items": "seven"}');
    expect(await store.reload()).toBe(false);
    expect(store.read().items).toEqual([7]);
    expect(logger.lines.join('')).toMatch(/list file refused; still serving the last good list/);
  });

  it('starts empty where there is no file yet, and creates the folder on the first write', async () => {
    const file = path.join(dir, 'new', 'deeper', 'list.json');
    const store = await openJsonStore(options({ file }));
    expect(store.read()).toEqual({ items: [] });
    await store.update((draft) => draft.items.push(9));
    expect(await onDisk(file)).toEqual({ items: [9] });
  });
});
