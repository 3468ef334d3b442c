import { describe, expect, it } from 'vitest';
import type { CatalogueReads } from '@core/catalogue/catalogue-operations';
import { NotFoundError } from '@core/contract/errors';
import { anIsland } from '../../../tests/support/builders';
import { ApiError } from './api-error';
import { createServerDataSource } from './server-data-source';

const readsWith = (getIsland: (input: { id: string }) => unknown) => ({ getIsland }) as unknown as CatalogueReads;

describe("the server render's DataSource", () => {
  it('answers a read as the http adapter would: parsed, a core error as its status', async () => {
    const island = anIsland({ id: 'good' });
    const source = createServerDataSource(readsWith(() => island));
    expect(await source.getIsland({ id: 'good' })).toEqual(island);
    const missing = createServerDataSource(
      readsWith(() => {
        throw new NotFoundError("No island with id 'gone'");
      }),
    );
    await expect(missing.getIsland({ id: 'gone' })).rejects.toMatchObject({ status: 404 });
  });

  it('logs an answer its schema refuses, and tells the page a 503 without the validation dump', async () => {
    const logged: unknown[] = [];
    const broken = { ...anIsland({ id: 'broken' }), satellite: { bbox: [null, null, null, null] } };
    const source = createServerDataSource(
      readsWith(() => broken),
      (error) => logged.push(error),
    );
    const error = await source.getIsland({ id: 'broken' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503 });
    expect((error as ApiError).message).not.toMatch(/bbox|expected/);
    expect(logged).toHaveLength(1);
    expect(String((logged[0] as Error).cause)).toMatch(/satellite/);
  });
});
