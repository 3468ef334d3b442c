import type { Server, ServerResponse } from 'node:http';

/**
 * Lets a closing server actually finish: server.close() only stops new connections, and a
 * kept-alive client can go on sending requests over an open one for as long as it likes. Once
 * draining, every answer (the ones in flight and any that still arrive) carries
 * Connection: close, so each connection ends after its current request.
 */
export function keepAliveDrain(server: Server): () => void {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  // Before Express's listener, so even an answer sent synchronously carries the header.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return () => {
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    inFlight.clear();
  };
}
