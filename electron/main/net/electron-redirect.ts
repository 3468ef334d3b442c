/**
 * Electron's net.fetch cannot hand back a redirect with redirect: 'manual': it throws this error
 * instead (electron/electron#43715). Under Electron a redirect from the API is therefore
 * recognised by it, reported and never followed; Node's fetch (the tests) answers the 3xx.
 */
export function isElectronRedirect(error: unknown): boolean {
  return (error as Error | undefined)?.message === 'Redirect was cancelled';
}
