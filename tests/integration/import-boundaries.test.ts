import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, asked about probe files that are never written to disk.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the layers the linter keeps', () => {
  it('refuses a feature importing another feature, and lets it import its own files', async () => {
    expect(
      await boundaryErrors(
        'renderer/src/features/contact/probe.ts',
        "import { SUBMISSION_TEXT } from '@/features/submission/messages';\nexport const probe = SUBMISSION_TEXT;\n",
      ),
    ).toEqual(['feature may not import feature (see ARCHITECTURE.md)']);
    expect(
      await boundaryErrors(
        'renderer/src/features/submission/probe.ts',
        "import { SUBMISSION_TEXT } from './messages';\nexport const probe = SUBMISSION_TEXT;\n",
      ),
    ).toEqual([]);
  });

  it('lets routes compose features, and keeps shared UI and lib free of features', async () => {
    const featureImport =
      "import { SUBMISSION_TEXT } from '@/features/submission/messages';\nexport const probe = SUBMISSION_TEXT;\n";
    expect(await boundaryErrors('renderer/src/app/routes/probe.tsx', featureImport)).toEqual([]);
    expect(await boundaryErrors('renderer/src/components/ui/probe.tsx', featureImport)).toHaveLength(1);
    expect(await boundaryErrors('renderer/src/lib/probe.ts', featureImport)).toHaveLength(1);
  });

  it('keeps server and desktop apart: both import the Node layer, neither imports the other', async () => {
    const serverImport = "import { startServer } from '../../server/main';\nexport const probe = startServer;\n";
    const desktopImport =
      "import { openDesktopServices } from '../electron/main/desktop-services';\nexport const probe = openDesktopServices;\n";
    const nodeLayer = "import { createLogger } from '../../node/logger';\nexport const probe = createLogger;\n";
    expect(await boundaryErrors('electron/main/probe.ts', serverImport)).not.toEqual([]);
    expect(await boundaryErrors('electron/main/probe.test.ts', serverImport)).not.toEqual([]);
    expect(await boundaryErrors('server/probe.ts', desktopImport)).not.toEqual([]);
    expect(await boundaryErrors('electron/main/probe.ts', nodeLayer)).toEqual([]);
    expect(await boundaryErrors('server/http/probe.ts', nodeLayer)).toEqual([]);
  });

  it('keeps core pure: nothing outside core, not even the Node layer', async () => {
    expect(
      await boundaryErrors(
        'core/probe.ts',
        "import { createLogger } from '../node/logger';\nexport const probe = createLogger;\n",
      ),
    ).not.toEqual([]);
    expect(
      await boundaryErrors(
        'node/probe.ts',
        "import { startServer } from '../server/main';\nexport const probe = startServer;\n",
      ),
    ).not.toEqual([]);
  });

  it('keeps the build-time pipeline out of everything that runs, and lets it use core and node', async () => {
    const pipelineImport =
      "import { readLandPolygons } from '../../pipeline/sources/land-polygons';\nexport const probe = readLandPolygons;\n";
    expect(await boundaryErrors('server/http/probe.ts', pipelineImport)).not.toEqual([]);
    expect(await boundaryErrors('electron/main/probe.ts', pipelineImport)).not.toEqual([]);
    expect(await boundaryErrors('node/stores/probe.ts', pipelineImport)).not.toEqual([]);
    expect(await boundaryErrors('tools/curate/probe.ts', pipelineImport)).toEqual([]);
    expect(
      await boundaryErrors(
        'pipeline/outlines/probe.ts',
        "import { contentVersion } from '../../node/json-store/content-version';\nexport const probe = contentVersion;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'pipeline/outlines/probe.ts',
        "import { loadConfig } from '../../server/config';\nexport const probe = loadConfig;\n",
      ),
    ).not.toEqual([]);
  });

  it('keeps the operator tools out of the running server', async () => {
    const toolImport = "import { runCurate } from '../../tools/curate/curate';\nexport const probe = runCurate;\n";
    expect(await boundaryErrors('server/http/probe.ts', toolImport)).not.toEqual([]);
    expect(await boundaryErrors('electron/main/probe.ts', toolImport)).not.toEqual([]);
  });

  it('lets tests, and only tests, import the shared test support', async () => {
    const support =
      "import { startTestServer } from '../tests/support/test-server';\nexport const probe = startTestServer;\n";
    expect(await boundaryErrors('server/probe.test.ts', support)).toEqual([]);
    expect(await boundaryErrors('server/probe.ts', support)).not.toEqual([]);
    expect(await boundaryErrors('node/probe.ts', support)).not.toEqual([]);
    expect(await boundaryErrors('pipeline/probe.ts', support)).not.toEqual([]);
    // npm run cluster starts its PostgreSQL through a tool, never through a test harness.
    expect(
      await boundaryErrors(
        'tools/cluster/probe.ts',
        "import { startTestServer } from '../../tests/support/test-server';\nexport const probe = startTestServer;\n",
      ),
    ).not.toEqual([]);
  });
});
