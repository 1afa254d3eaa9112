import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language.ts';

describe('the language a prerendered page is sent in', () => {
  it('is the choice made on this browser (its cookie) first', () => {
    expect(pageLanguage('a=1; tutorhood_lang=hi', 'en-IN,en')).toBe('hi');
    expect(pageLanguage('tutorhood_lang=en', 'hi-IN,hi;q=0.9')).toBe('en');
  });

  it("else the first of the browser's languages the UI has, by preference", () => {
    expect(pageLanguage(undefined, 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(pageLanguage(undefined, 'mr-IN,hi;q=0.8,en;q=0.9')).toBe('en');
    expect(pageLanguage(undefined, 'ta, hi;q=0.5')).toBe('hi');
    expect(pageLanguage(undefined, 'hi;q=0, en')).toBe('en');
  });

  it('else English (no header, an unknown cookie value, no language the UI has)', () => {
    expect(pageLanguage(undefined, undefined)).toBe('en');
    expect(pageLanguage('tutorhood_lang=fr', 'de-DE,fr;q=0.8')).toBe('en');
    expect(pageLanguage('', '*')).toBe('en');
  });
});
