import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../test/start-test-i18n.ts';
import { featuredReasonText } from './featured-reason.tsx';

describe('featuredReasonText', () => {
  beforeAll(() => startTestI18n('en', ['requirements']));

  it('says near you with the (rounded) distance, else Featured or Recent', () => {
    expect(featuredReasonText('near', 3.5)).toBe('Featured near you · 3.5 km');
    expect(featuredReasonText('near', null)).toBe('Featured near you');
    expect(featuredReasonText('featured', 742.5)).toBe('Featured');
    expect(featuredReasonText('recent', null)).toBe('Recent');
  });
});
