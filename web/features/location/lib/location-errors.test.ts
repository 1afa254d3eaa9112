import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import {
  describeLocationFailure,
  HINDI_LOCATION_MESSAGES,
  LocationFailure,
  problemDescription,
  toLocationFailure,
} from './location-errors.ts';

beforeAll(() => startTestI18n('en', ['location']));

describe('position errors → failures', () => {
  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [9, 'unknown'],
  ])('code %s is %s', (code, kind) => {
    expect(toLocationFailure({ code, message: 'x' }).kind).toBe(kind);
  });

  it('keeps a LocationFailure and the message of other errors', () => {
    const failure = new LocationFailure('inaccurate', 'too far');
    expect(toLocationFailure(failure)).toBe(failure);
    expect(toLocationFailure(new Error('boom'))).toMatchObject({ kind: 'unknown', message: 'boom' });
    expect(toLocationFailure('nope')).toMatchObject({ kind: 'unknown', message: '' });
  });
});

describe('messages of spec §8', () => {
  const describeKind = (kind: LocationFailure['kind'], highAccuracy = true, message = '') =>
    describeLocationFailure(new LocationFailure(kind, message), { highAccuracy });

  it('denied: Location Access Required with the Hindi line', () => {
    expect(describeKind('denied')).toMatchObject({ title: 'Location Access Required', hindi: HINDI_LOCATION_MESSAGES.denied });
  });

  it('unsupported: Geolocation Not Supported with the Hindi line', () => {
    expect(describeKind('unsupported')).toMatchObject({
      title: 'Geolocation Not Supported',
      hindi: 'आपका डिवाइस GPS का समर्थन नहीं करता।',
    });
  });

  it('unavailable and timeout: Location Error, suggesting high accuracy when it was off', () => {
    expect(describeKind('unavailable', false)).toMatchObject({
      title: 'Location Error',
      message: 'Please enable GPS and try again.',
      hindi: HINDI_LOCATION_MESSAGES.unavailable,
      suggestHighAccuracy: true,
    });
    expect(describeKind('timeout', true)).toMatchObject({
      title: 'Location Error',
      message: 'Could not get your location. Please try again.',
      hindi: HINDI_LOCATION_MESSAGES.timeout,
      suggestHighAccuracy: false,
    });
  });

  it('permission request failure has its Hindi line', () => {
    expect(describeKind('permission-request-failed').hindi).toBe('स्थान की अनुमति का अनुरोध विफल रहा।');
  });

  it('other failures show their message or the generic text', () => {
    expect(describeKind('inaccurate', true, 'Location accuracy 80m is not sufficient.')).toMatchObject({
      title: 'Location Error',
      message: 'Location accuracy 80m is not sufficient.',
      hindi: null,
    });
    expect(describeKind('unknown').message).toBe('Could not get your location. Please try again.');
  });

  it('the toast line joins English, Hindi and the tip', () => {
    expect(problemDescription(describeKind('timeout', false))).toBe(
      `Could not get your location. Please try again. ${HINDI_LOCATION_MESSAGES.timeout} Tip: turn on high accuracy mode and try again.`,
    );
  });
});

describe('in Hindi', () => {
  beforeAll(() => startTestI18n('hi', ['location']));

  it('says the problem in Hindi once, with no second Hindi line', () => {
    const problem = describeLocationFailure(new LocationFailure('timeout'), { highAccuracy: true });
    expect(problem).toMatchObject({ title: 'लोकेशन में गड़बड़', hindi: null });
    expect(problemDescription(problem)).toBe('स्थान प्राप्त करने में बहुत समय लग गया। कृपया फिर से प्रयास करें।');
  });
});
