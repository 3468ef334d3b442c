import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** Every log line the server wrote on stderr so far. */
  logs: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node --import tsx server/main.ts` as its own process on port 0 and waits for the
 * 'Isolario is listening' log line, which carries the real URL.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 20_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let buffered = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms:\n${logs.join('\n')}`)),
      timeoutMs,
    );
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        logs.push(line);
        if (line.includes('Isolario is listening')) {
          clearTimeout(timer);
          resolve((JSON.parse(line) as { url: string }).url);
        }
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`server exited before listening (code ${code}, signal ${signal}):\n${logs.join('\n')}${buffered}`),
      );
    });
  });
  return { child, url, logs, exited };
}

/** Kills a child server if it still runs, and waits for it to be gone. */
export async function killServer(server: ChildServer | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
