import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, initialLanguage, isLanguage, rememberLanguage } from './languages.ts';

function stubBrowser({ stored, languages, search = '' }: { stored?: string; languages: string[]; search?: string }) {
  const items = new Map<string, string>(stored ? [['tutorhood.language', stored]] : []);
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage, location: { search } });
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  return items;
}
afterEach(() => vi.unstubAllGlobals());

describe('browserLanguage', () => {
  it('picks Hindi for any hi preference that comes before English', () => {
    expect(browserLanguage(['hi-IN', 'en-IN', 'en'])).toBe('hi');
    expect(browserLanguage(['hi'])).toBe('hi');
    expect(browserLanguage(['mr-IN', 'HI-in', 'en'])).toBe('hi');
  });

  it('picks English when English comes first, or when no language the UI has is listed', () => {
    expect(browserLanguage(['en-IN', 'hi-IN'])).toBe('en');
    expect(browserLanguage(['en-GB'])).toBe('en');
    expect(browserLanguage(['ta-IN', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it("reads navigator.languages by default", () => {
    stubBrowser({ languages: ['hi-IN', 'en-US'] });
    expect(browserLanguage()).toBe('hi');
  });
});

describe('initialLanguage', () => {
  it("is the browser's language when nothing was chosen on this browser", () => {
    stubBrowser({ languages: ['hi-IN'] });
    expect(initialLanguage()).toBe('hi');
    stubBrowser({ languages: ['en-IN', 'hi-IN'] });
    expect(initialLanguage()).toBe('en');
  });

  it('is the language the address names (a profile\'s language version), over the choice and the browser, without storing it', () => {
    const items = stubBrowser({ stored: 'en', languages: ['en-IN'], search: '?utm_source=x&lang=hi' });
    expect(initialLanguage()).toBe('hi');
    expect(items.get('tutorhood.language')).toBe('en');
    stubBrowser({ languages: ['hi-IN'], search: '?lang=en' });
    expect(initialLanguage()).toBe('en');
    stubBrowser({ stored: 'hi', languages: ['en-IN'], search: '?lang=fr' });
    expect(initialLanguage()).toBe('hi');
  });

  it("is the language chosen on this browser, over the browser's own", () => {
    stubBrowser({ stored: 'en', languages: ['hi-IN'] });
    expect(initialLanguage()).toBe('en');
    stubBrowser({ stored: 'hi', languages: ['en-US'] });
    expect(initialLanguage()).toBe('hi');
  });

  it('ignores a stored value that is not a UI language', () => {
    stubBrowser({ stored: 'fr', languages: ['hi'] });
    expect(initialLanguage()).toBe('hi');
  });

  it('remembers a choice for the next visit', () => {
    const items = stubBrowser({ languages: ['en-US'] });
    rememberLanguage('hi');
    expect(items.get('tutorhood.language')).toBe('hi');
    expect(initialLanguage()).toBe('hi');
  });

  it('works without storage (private mode): the browser language applies', () => {
    vi.stubGlobal('navigator', { languages: ['hi-IN'] });
    expect(initialLanguage()).toBe('hi');
    expect(isLanguage('hi') && !isLanguage('de')).toBe(true);
  });
});
