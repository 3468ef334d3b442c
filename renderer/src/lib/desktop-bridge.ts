import { BRIDGE_GLOBAL } from '@core/contract/ipc-channels';
import type { IsolarioBridge } from '@core/contract/ipc';

declare global {
  interface Window {
    /** The desktop app's preload bridge; absent in a browser. */
    isolario?: IsolarioBridge;
  }
}

// Kept apart from the ipc adapter so the web bundle can choose its adapter without the schemas.
/** The preload bridge when the renderer runs inside the desktop app, else undefined. */
export function desktopBridge(): IsolarioBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = (window as unknown as Record<string, unknown>)[BRIDGE_GLOBAL];
  return bridge && typeof bridge === 'object' ? (bridge as IsolarioBridge) : undefined;
}
