import type { DataSource } from './data-source';
import { desktopBridge } from './desktop-bridge';
import { createHttpDataSource } from './http-data-source';

export type DataSourceKind = 'http' | 'ipc';

/** ipc inside the desktop app (its preload defines the bridge), http in a browser. */
export function dataSourceKind(): DataSourceKind {
  return desktopBridge() ? 'ipc' : 'http';
}

/**
 * The one place an adapter is chosen. The ipc adapter and its result schemas load only in the
 * desktop app, so the web bundle does not carry them.
 */
export async function createDataSource(kind: DataSourceKind = dataSourceKind()): Promise<DataSource> {
  if (kind === 'http') return createHttpDataSource();
  const bridge = desktopBridge();
  if (!bridge) throw new Error('The desktop bridge (window.isolario) is missing');
  const { createIpcDataSource } = await import('./ipc-data-source');
  return createIpcDataSource(bridge);
}
