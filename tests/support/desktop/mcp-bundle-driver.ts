import { pathToFileURL } from 'node:url';
import { createFakeElectron, FAKE_ELECTRON_GLOBAL, type FakeElectronOptions } from './fake-electron';

/**
 * Run as a child process by main-bundle.test.ts with its stdio piped to an MCP client: loads the
 * BUILT main bundle as the packaged app starts with `--mcp`, over the recording stand-in for
 * electron. Nothing but the protocol may reach stdout.
 */
interface McpScenario extends FakeElectronOptions {
  bundle: string;
  resourcesPath: string;
}

const scenario = JSON.parse(process.argv[2]!) as McpScenario;
const fake = createFakeElectron(scenario);
(globalThis as Record<string, unknown>)[FAKE_ELECTRON_GLOBAL] = fake.module;
Object.defineProperty(process, 'resourcesPath', { value: scenario.resourcesPath });
process.argv.push('--mcp');
await import(pathToFileURL(scenario.bundle).href);
fake.emitReady();
