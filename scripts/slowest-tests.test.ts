import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script (it runs before anything is installed), without type declarations
import { slowestTests } from './slowest-tests.mjs';

const vitestReport = {
  testResults: [
    { name: path.join(process.cwd(), 'server/a.test.ts'), assertionResults: [{ fullName: 'a fast one', duration: 40 }, { fullName: 'a slow one', duration: 2500 }] },
    { name: path.join(process.cwd(), 'web/b.test.ts'), assertionResults: [{ fullName: 'middling', duration: 900 }] },
  ],
};
const playwrightReport = {
  suites: [
    {
      title: 'e2e/chat.spec.ts',
      specs: [{ file: 'e2e/chat.spec.ts', title: 'sends', tests: [{ results: [{ duration: 4000 }, { duration: 3000 }] }] }],
      suites: [{ title: 'offline', specs: [{ file: 'e2e/chat.spec.ts', title: 'queues', tests: [{ results: [{ duration: 1000 }] }] }] }],
    },
  ],
};

describe('the slowest tests printed after npm test', () => {
  it('ranks Vitest and Playwright tests together, slowest first, a retried test by all its attempts', () => {
    expect(slowestTests(vitestReport, playwrightReport, 3)).toEqual([
      '   7.0 s  e2e/chat.spec.ts › sends',
      '   2.5 s  server/a.test.ts › a slow one',
      '   1.0 s  e2e/chat.spec.ts › offline › queues',
    ]);
  });

  it('keeps ten by default and copes with a missing report', () => {
    expect(slowestTests(vitestReport, undefined)).toHaveLength(3);
    expect(slowestTests(undefined, undefined)).toEqual([]);
  });
});
