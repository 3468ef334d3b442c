import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('the data commands refuse an option they do not know', () => {
  it('with their usage and exit code 2, before reading or writing anything', async () => {
    for (const [command, usage] of [
      ['data-release', 'usage: npm run data:release [-- --date YYYY-MM-DD]'],
      ['data-points', 'usage: npm run data:points (no options)'],
    ]) {
      const failed = await run(process.execPath, ['--import', 'tsx', `pipeline/commands/${command}.ts`, '--helpp'], {
        // Nowhere to read from: a command that ran anyway would fail differently.
        env: { ...process.env, CATALOG_FILE: '/nonexistent/catalog.json' },
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect(failed, command).toMatchObject({ code: 2, stdout: '' });
      expect((failed as { stderr: string }).stderr).toContain("Unknown option '--helpp'");
      expect((failed as { stderr: string }).stderr).toContain(usage);
    }
  });
});
