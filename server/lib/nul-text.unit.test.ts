import { describe, expect, it } from 'vitest';
import { findNulField } from './nul-text.ts';

describe('findNulField', () => {
  it('names the top-level field holding a NUL, however deep, keys included', () => {
    expect(findNulField({ message: 'hi\u0000there' })).toBe('message');
    expect(findNulField({ profile: { subjects: ['Maths', 'Phy\u0000sics'] } })).toBe('profile');
    expect(findNulField({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findNulField('\u0000')).toBe('_');
    expect(findNulField([{ a: 'x' }, { b: '\u0000' }])).toBe('_');
  });

  it('passes clean input, numbers, null and undefined', () => {
    expect(findNulField({ message: 'नमस्ते', count: 3, none: null, list: ['a', 'b'] })).toBeUndefined();
    expect(findNulField(undefined)).toBeUndefined();
    expect(findNulField('plain')).toBeUndefined();
  });
});
