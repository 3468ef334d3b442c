// The site runs under script-src 'self' without 'unsafe-eval'. Zod probes for eval with
// `new Function('')` when it builds object schemas; the probe is caught, but the browser still
// reports a CSP violation. Jitless mode skips the probe (and the compiled fast path it would enable).
//
// Zod keeps its configuration on globalThis.__zod_globalConfig (shared by every copy of zod) and
// reads jitless there before probing. Setting it here, before zod loads, keeps zod itself out of
// the first page's script: it loads with the first API answer. tests/e2e/security.spec.ts fails
// if a zod upgrade moves the setting.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
