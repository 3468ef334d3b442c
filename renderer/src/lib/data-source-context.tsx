import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { DataSource } from './data-source';

const DataSourceContext = createContext<DataSource | null>(null);

export function DataSourceProvider({ dataSource, children }: { dataSource: DataSource; children: ReactNode }) {
  return <DataSourceContext.Provider value={dataSource}>{children}</DataSourceContext.Provider>;
}

export function useDataSource(): DataSource {
  const dataSource = useContext(DataSourceContext);
  if (!dataSource) throw new Error('useDataSource must be used inside <DataSourceProvider>');
  return dataSource;
}
