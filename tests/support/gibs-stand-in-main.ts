import { startGibsStandIn } from './gibs-stand-in';

// The stand-in as its own process, for Playwright's web servers and the Lighthouse bench.
const standIn = await startGibsStandIn(Number(process.env.PORT ?? 0));
process.stderr.write(`GIBS stand-in listening on ${standIn.origin}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
