import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages.ts';

// Every catalogue key exists in both languages with the same placeholders, every key is used by the code, and every
// literal key the code asks for exists. Keys are always written whole in the code (`t('card.message')`, or a map of
// whole keys for dynamic cases), never assembled from pieces, so that this check can see them.
const WEB = join(import.meta.dirname, '../../web');
const LOCALES = join(WEB, 'i18n/locales');
const LANGUAGES = ['en', 'hi'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') into[path] = child;
    else flatten(child, path, into);
  }
  return into;
}

const namespacesOf = (language: string) =>
  readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

const catalogue = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')));

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'locales' && name !== 'node_modules') sourceFiles(path, into);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(path);
  }
  return into;
}

const namespaces = namespacesOf('en');

/** The namespaces a file names: useTranslation('x'), useTranslation(['x', 'y']), getFixedT(null, 'x'), 'x:key'. */
function namespacesNamedIn(text: string): Set<string> {
  const named = new Set<string>(['common']);
  for (const namespace of namespaces) {
    if (new RegExp(`['"\`]${namespace}['"\`:]`).test(text)) named.add(namespace);
  }
  return named;
}

/**
 * Every run of key characters that stands between two quotes, e.g. `card.message` and `chat:card.message` in
 * `t('card.message')` or `t("chat:card.message")`: a key written whole in the code is one of these (runs may share a
 * quote, as in `'a','b'`). Collected once per file, so that looking a key up is a set lookup, not a scan of every file.
 */
function quotedRuns(text: string): Set<string> {
  return new Set(text.match(/(?<=['"`])[\w.:-]+(?=['"`])/g) ?? []);
}

const sources = sourceFiles(WEB).map((path) => {
  const text = readFileSync(path, 'utf8');
  return { path: relative(WEB, path), text, named: namespacesNamedIn(text), quoted: quotedRuns(text) };
});

describe('message catalogues', () => {
  it('has the same namespaces in every language', () => {
    for (const language of LANGUAGES) expect(namespacesOf(language)).toEqual(namespaces);
  });

  it.each(namespaces)('%s: same keys and placeholders in English and Hindi, none empty', (namespace) => {
    const english = catalogue('en', namespace);
    const hindi = catalogue('hi', namespace);
    // Plural forms may differ between languages; the keys they belong to may not.
    expect([...new Set(Object.keys(hindi).map(baseKey))].sort()).toEqual([...new Set(Object.keys(english).map(baseKey))].sort());
    for (const [key, text] of Object.entries({ ...english, ...hindi })) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of Object.entries(hindi)) {
      const englishText = english[key] ?? english[`${baseKey(key)}_other`] ?? '';
      expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(englishText));
    }
  });

  // The `errors` namespace is used by message code (web/i18n/errors.ts): its keys are exactly contract/messages.ts MESSAGES.
  it('errors: one key per message code', () => {
    expect(Object.keys(catalogue('en', 'errors')).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it.each(namespaces.filter((namespace) => namespace !== 'errors'))('%s: every key is used by the code', (namespace) => {
    const files = sources.filter(({ named }) => named.has(namespace));
    const unused = [...new Set(Object.keys(catalogue('en', namespace)).map(baseKey))].filter((key) => {
      if (!/^[\w.-]+$/.test(key)) {
        // A key with other characters is not a quoted run: look for it quoted in the text itself.
        const quoted = new RegExp(`['"\`](${namespace}:)?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);
        return !files.some(({ text }) => quoted.test(text));
      }
      return !files.some(({ quoted }) => quoted.has(key) || quoted.has(`${namespace}:${key}`));
    });
    expect(unused).toEqual([]);
  });

  it('has every literal key the code asks for, in a namespace the file uses', () => {
    const keys = new Map(namespaces.map((namespace) => [namespace, new Set(Object.keys(catalogue('en', namespace)).map(baseKey))]));
    const missing: string[] = [];
    for (const { path, text, named } of sources) {
      for (const match of text.matchAll(/\b(?:t|i18n\.t|i18nKey=)\(?\s*['"]([\w.:-]+)['"]/g)) {
        const [namespace, key] = match[1]!.includes(':') ? match[1]!.split(':') : [undefined, match[1]!];
        const candidates = namespace ? [namespace] : [...named];
        if (!candidates.some((candidate) => keys.get(candidate)?.has(key!))) missing.push(`${path}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
