import { z } from 'zod';

// The site runs under script-src 'self' without 'unsafe-eval'. Zod probes for eval with
// `new Function('')` on first parse; the probe is caught, but the browser still reports a CSP
// violation. Jitless mode skips the probe (and the compiled fast path it would enable).
z.config({ jitless: true });
