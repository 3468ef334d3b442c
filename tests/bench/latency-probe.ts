/**
 * A read asked 50 times a second, each on time whether or not the ones before were answered, from
 * a process of its own: what a visitor arriving at any moment waits. Its own process, because the
 * attacking client's work (autocannon taking in gigabytes) would otherwise delay the probe's own
 * timers and callbacks, and be counted as the server's latency. Started by the hostile-clients
 * bench with fork(url, headers as JSON, seconds); asks for at least `seconds`, then until told
 * 'stop', and sends back a ProbeResult.
 */

export interface ProbeResult {
  requests: number;
  p50: number;
  p99: number;
  worst: number;
  errors: number;
}

async function probe(url: string, headers: Record<string, string>, seconds: number): Promise<ProbeResult> {
  let stopped = false;
  process.once('message', () => (stopped = true));
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  const asked: Promise<void>[] = [];
  let errors = 0;
  while (!stopped || performance.now() < until) {
    const started = performance.now();
    asked.push(
      fetch(url, { headers })
        .then((response) => response.arrayBuffer())
        .then(
          () => void latencies.push(performance.now() - started),
          () => void errors++,
        ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.all(asked);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { requests: latencies.length, p50: at(0.5), p99: at(0.99), worst: Math.round(latencies.at(-1) ?? 0), errors };
}

if (process.send) {
  const [url, headers, seconds] = process.argv.slice(2);
  const result = await probe(url!, JSON.parse(headers!) as Record<string, string>, Number(seconds));
  process.send(result, () => process.exit(0));
}
