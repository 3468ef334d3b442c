import net from 'node:net';

/**
 * A TCP proxy in front of a real PostgreSQL that, when armed, cuts the connection carrying the
 * next matching simple query just after the server answers it: the server has done the work and
 * the client never hears. What a network cut at the worst moment looks like, on demand.
 */
export interface CuttingProxy {
  /** DATABASE_URL through the proxy, for the same database as `databaseUrl`. */
  readonly url: string;
  /** Cuts the next connection that sends exactly this statement (e.g. "COMMIT"), once. */
  arm(statement: string): void;
  /** How many connections were cut so far. */
  readonly cuts: number;
  close(): Promise<void>;
}

/** Whether the bytes hold a simple-query message ('Q', its length, the text, a NUL) of exactly this text. */
function holdsQuery(chunk: Buffer, statement: string): boolean {
  const text = Buffer.from(`${statement}\0`);
  for (let at = chunk.indexOf(text); at !== -1; at = chunk.indexOf(text, at + 1)) {
    if (at >= 5 && chunk[at - 5] === 0x51 && chunk.readInt32BE(at - 4) === text.length + 4) return true;
  }
  return false;
}

export async function startCuttingProxy(databaseUrl: string): Promise<CuttingProxy> {
  const target = new URL(databaseUrl);
  let armed: string | undefined;
  let cuts = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let cutOnAnswer = false;
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (armed && holdsQuery(chunk, armed)) {
        armed = undefined;
        cutOnAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (cutOnAnswer) {
        cuts++;
        closeBoth();
        return;
      }
      client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', closeBoth);
      socket.on('close', closeBoth);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const through = new URL(databaseUrl);
  through.port = String(port);
  return {
    url: through.toString(),
    arm(statement) {
      armed = statement;
    },
    get cuts() {
      return cuts;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
