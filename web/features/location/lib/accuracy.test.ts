import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import { accuracyBarFill, captureAccuracyLevel, formatMetres, isLowAccuracy, liveAccuracyTone, strictModeError } from './accuracy.ts';

beforeAll(() => startTestI18n('en', ['location']));

describe('capture accuracy label (spec §4)', () => {
  it.each([
    [0, 'Excellent', 'green'],
    [49.9, 'Excellent', 'green'],
    [50, 'Good', 'yellow'],
    [99, 'Good', 'yellow'],
    [100, 'Poor', 'red'],
    [2500, 'Poor', 'red'],
  ])('%s m is %s (%s)', (metres, label, tone) => {
    expect(captureAccuracyLevel(metres)).toEqual({ label, tone });
  });
});

describe('live-share accuracy colour and bar (spec §4)', () => {
  it.each([
    [3, 'green', 90],
    [9.9, 'green', 90],
    [10, 'yellow', 60],
    [49, 'yellow', 60],
    [50, 'red', 30],
    [99, 'red', 30],
    [100, 'red', 10],
    [800, 'red', 10],
  ])('%s m is %s with a %s%% bar', (metres, tone, fill) => {
    expect(liveAccuracyTone(metres)).toBe(tone);
    expect(accuracyBarFill(metres)).toBe(fill);
  });
});

describe('strict mode (spec §5)', () => {
  it('accepts up to 50 m and rejects worse with the rounded accuracy', () => {
    expect(strictModeError(50, true)).toBeNull();
    expect(strictModeError(12, true)).toBeNull();
    expect(strictModeError(50.4, true)).toBe('Location accuracy 50m is not sufficient. Please enable GPS and try outdoors.');
    expect(strictModeError(123.6, true)).toBe('Location accuracy 124m is not sufficient. Please enable GPS and try outdoors.');
  });

  it('never rejects when off', () => {
    expect(strictModeError(5000, false)).toBeNull();
  });
});

describe('low-accuracy warning (spec §5)', () => {
  it('warns above 100 m only with high accuracy off', () => {
    expect(isLowAccuracy(101, false)).toBe(true);
    expect(isLowAccuracy(100, false)).toBe(false);
    expect(isLowAccuracy(500, true)).toBe(false);
  });
});

it('formats whole metres', () => {
  expect(formatMetres(12.6)).toBe('13 m');
});
