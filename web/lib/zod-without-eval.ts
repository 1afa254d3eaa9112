/**
 * Zod 4 compiles object parsers with `new Function` when the page allows it, and probes that once with a
 * `new Function('')` the Content-Security-Policy (script-src 'self', no 'unsafe-eval') blocks. The probe's error is
 * caught, but Chrome still reports a CSP violation (Lighthouse best practices: "Issues logged in DevTools"). Jitless,
 * zod neither probes nor compiles. Zod reads this global when it loads and when each object schema is made, so this
 * module is imported first by web/main.tsx (the zod chunk loads only later, with the forms).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
