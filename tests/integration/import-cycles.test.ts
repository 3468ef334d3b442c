import madge from 'madge';
import { describe, expect, it } from 'vitest';

// An import circle makes module order matter and splits one idea across two files; madge walks
// every import (type imports included) the way the TypeScript resolver does.
describe('the import graph', () => {
  it('has no circles in any layer', async () => {
    const graph = await madge(['core', 'node', 'server', 'pipeline', 'tools', 'electron', 'renderer/src'], {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: 'tsconfig.json',
      excludeRegExp: [/\.test\.tsx?$/],
    });
    expect(graph.circular()).toEqual([]);
    // The walk really reached the code: a graph of a handful of files would prove nothing.
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(300);
  }, 60_000);
});
