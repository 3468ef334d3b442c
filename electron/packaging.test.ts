import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// electron-builder's own YAML reader and target code, as installed with it.
const require = createRequire(import.meta.url);
const { load } = require('js-yaml') as { load(text: string): unknown };

const config = load(readFileSync('build/electron-builder.yml', 'utf8')) as {
  electronFuses?: Record<string, boolean>;
  deb?: { depends?: string[] };
};

describe('the packaging configuration (build/electron-builder.yml)', () => {
  it('flips the fuses that lock the packaged app down', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it("keeps every one of electron-builder's default deb dependencies, and adds GBM and ALSA", () => {
    // The installed electron-builder's own list, so an upgrade that grows it shows up here.
    const { default: FpmTarget } = require('app-builder-lib/out/targets/FpmTarget') as {
      default: { prototype: { getDefaultDepends(target: string): string[] } };
    };
    const defaults = FpmTarget.prototype.getDefaultDepends('deb');
    expect(defaults).toContain('xdg-utils');
    const depends = config.deb?.depends ?? [];
    expect(defaults.filter((name) => !depends.includes(name))).toEqual([]);
    expect(depends).toEqual(expect.arrayContaining(['libgbm1', 'libasound2']));
  });
});
