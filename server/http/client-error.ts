import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'headers_too_large',
    'The request headers are too large',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request_timeout', 'The request took too long to arrive'],
  HPE_INVALID_EOF_STATE: [
    400,
    'Bad Request',
    'incomplete_body',
    'The connection ended before the request body was whole',
  ],
};
const BAD_REQUEST: [number, string, string, string] = [
  400,
  'Bad Request',
  'bad_request',
  'The request is not valid HTTP',
];

/**
 * Requests Node cannot parse never reach Express, and Node would answer them with a bare 400.
 * Answer them in the JSON error shape with the same security headers instead, and close the
 * connection. When the bytes that do not parse follow a request whose body arrived whole (a body
 * longer than its Content-Length), that request keeps its own answer, the one that matches what
 * was stored, and the connection ends after it. A request whose body never arrived whole (cut off
 * by a FIN, bad chunk framing, stalled past the request timeout) will never be answered: waiting
 * for it would hold the socket forever.
 */
export function answerClientErrors(server: Server, headers: Record<string, string>) {
  const answering = new WeakMap<Duplex, { req: IncomingMessage; res: ServerResponse }>();
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    answering.set(req.socket, { req, res });
    res.once('close', () => {
      if (answering.get(req.socket)?.res === res) answering.delete(req.socket);
    });
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const inFlight = answering.get(socket);
    if (inFlight?.req.complete && error.code !== 'ERR_HTTP_REQUEST_TIMEOUT') {
      if (!inFlight.res.headersSent) inFlight.res.setHeader('Connection', 'close');
      inFlight.res.once('close', () => socket.end());
      return;
    }
    // An answer already under way cannot be replaced by ours.
    if (inFlight?.res.headersSent) {
      socket.destroy();
      return;
    }
    const [status, reason, code, message] = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify({ error: code, message });
    const head = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Connection: 'close',
      ...headers,
    };
    const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    // Closed once written, whether or not the client ever closes its side.
    (socket as Socket).destroySoon();
  });
}
