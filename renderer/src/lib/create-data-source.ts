import type { DataSource } from './data-source';
import { createHttpDataSource } from './http-data-source';

export type DataSourceKind = 'http' | 'ipc';

/** The one place an adapter is chosen; the desktop issue adds 'ipc' over `window.isolario`. */
export function createDataSource(kind: DataSourceKind = 'http'): DataSource {
  switch (kind) {
    case 'http':
      return createHttpDataSource();
    case 'ipc':
      throw new Error('The desktop data source is not part of the web build');
  }
}
