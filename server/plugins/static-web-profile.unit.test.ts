import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readProfileTemplates } from './static-web.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function webDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-profile-templates-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the template a public profile is rendered into', () => {
  it("is the build's per-language profile page when it made both", () => {
    const dir = webDir({ 'index.html': 'index', 'prerendered/profile.en.html': 'profile en', 'prerendered/profile.hi.html': 'profile hi' });
    expect(readProfileTemplates(dir)).toEqual({ en: 'profile en', hi: 'profile hi' });
  });

  it('is index.html for both languages when the build made none, or not both', () => {
    expect(readProfileTemplates(webDir({ 'index.html': 'index' }))).toEqual({ en: 'index', hi: 'index' });
    expect(readProfileTemplates(webDir({ 'index.html': 'index', 'prerendered/profile.en.html': 'profile en' }))).toEqual({ en: 'index', hi: 'index' });
  });
});
