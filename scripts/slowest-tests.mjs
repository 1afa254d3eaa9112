// The slowest tests of a run, from the Vitest and Playwright JSON reports that `npm test` writes: printed at the end
// of every run, so where the suite's time goes is in front of whoever makes it slower.
import path from 'node:path';

/** [{ name, ms }] of every Vitest test (its own duration; a file's setup is not in it). */
function vitestDurations(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({ name: `${path.relative(process.cwd(), file.name)} › ${test.fullName}`, ms: test.duration ?? 0 })),
  );
}

/** [{ name, ms }] of every Playwright test (the sum of its attempts: a retry costs time too). */
function playwrightDurations(report) {
  const durations = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      durations.push({ name: `${spec.file} › ${[...titles, spec.title].join(' › ')}`, ms });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const fileSuite of report?.suites ?? []) walk(fileSuite, []);
  return durations;
}

/** The `count` slowest tests of both reports, slowest first, as printable lines. */
export function slowestTests(vitest, playwright, count = 10) {
  return [...vitestDurations(vitest), ...playwrightDurations(playwright)]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ name, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}
