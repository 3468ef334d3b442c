import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ToastRegion } from '@/components/ui/toaster';
import type { RuntimeConfig } from '@/lib/config';
import type { DataSource } from '@/lib/data-source';
import { DataSourceProvider } from '@/lib/data-source-context';
import { ServerOriginContext } from '@/lib/site-origin';
import { IslandArtProvider } from '@/features/islands/island-art';
import { outlineArt } from './island-art';
import { RuntimeConfigProvider } from './runtime-config';

interface AppProviderProps {
  dataSource: DataSource;
  queryClient: QueryClient;
  config: RuntimeConfig;
  children: ReactNode;
}

export function AppProvider({ dataSource, queryClient, config, children }: AppProviderProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <ServerOriginContext.Provider value={config.origin}>
        <DataSourceProvider dataSource={dataSource}>
          <QueryClientProvider client={queryClient}>
            <JotaiProvider>
              <IslandArtProvider value={outlineArt}>
                <ToastRegion>{children}</ToastRegion>
              </IslandArtProvider>
            </JotaiProvider>
          </QueryClientProvider>
        </DataSourceProvider>
      </ServerOriginContext.Provider>
    </RuntimeConfigProvider>
  );
}
