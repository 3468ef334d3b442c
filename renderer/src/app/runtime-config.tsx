import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@/lib/config';

const RuntimeConfigContext = createContext<RuntimeConfig>({});

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
