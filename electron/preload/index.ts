import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '@core/contract/ipc-channels';
import { createBridge } from './bridge';

// Sandboxed preload: only the typed bridge crosses into the page, never ipcRenderer or an event.
contextBridge.exposeInMainWorld(
  BRIDGE_GLOBAL,
  createBridge(
    (channel, ...args) => ipcRenderer.invoke(channel, ...args),
    (channel, listener) => {
      const forward = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(channel, forward);
      return () => {
        ipcRenderer.removeListener(channel, forward);
      };
    },
  ),
);
