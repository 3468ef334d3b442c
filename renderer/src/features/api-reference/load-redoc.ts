// Redoc's own standalone build (React, styles and all), emitted as a file of this build and
// fetched only by the reference page: no other page grows, and the desktop app carries it offline.
import redocUrl from 'virtual:redoc-url';

export interface RedocGlobal {
  init(
    spec: object,
    options: Record<string, unknown>,
    element: HTMLElement,
    callback?: (error?: unknown) => void,
  ): void;
}

declare global {
  interface Window {
    Redoc?: RedocGlobal;
  }
}

let loading: Promise<RedocGlobal> | undefined;

/** Loads the script once (a same-origin file, as the CSP's script-src 'self' requires). */
export function loadRedoc(): Promise<RedocGlobal> {
  loading ??= new Promise<RedocGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = redocUrl;
    script.async = true;
    script.onload = () => (window.Redoc ? resolve(window.Redoc) : reject(new Error('Redoc did not start')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The API reference could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
