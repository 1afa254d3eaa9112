import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEE_TYPES, STUDENT_CLASS_OPTIONS, TEACHER_SUBJECTS, TEACHING_LANGUAGES } from '../../../contract/constants.ts';
import { PAGE_LANGUAGES } from '../../plugins/page-language.ts';
import { PROFILE_PAGE_TEXTS, translated } from './profile-page.texts.ts';

const webCatalogue = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../web/i18n/locales', language, `${namespace}.json`), 'utf8'));

describe('the server-rendered profile page speaks as the web app does', () => {
  it.each(PAGE_LANGUAGES)('names subjects, classes, fee units and the public navigation as the web catalogues do (%s)', (language) => {
    const web = webCatalogue(language, 'requirements');
    const texts = PROFILE_PAGE_TEXTS[language];
    for (const subject of [...TEACHER_SUBJECTS, 'Science']) expect(translated(texts.subjects, subject), subject).toBe(web.subjects[subject]);
    for (const className of STUDENT_CLASS_OPTIONS) expect(translated(texts.classes, className), className).toBe(web.classes[className]);
    for (const unit of FEE_TYPES) expect(texts.feeUnits[unit], unit).toBe(web.format.units[unit]);
    const shell = webCatalogue(language, 'layout').public;
    expect(texts.nav).toEqual({ label: shell.navLabel, findTutors: shell.findTutors, signIn: shell.signIn });
  });

  it('has a name for every teaching language in Hindi, in Devanagari', () => {
    for (const language of TEACHING_LANGUAGES) expect(PROFILE_PAGE_TEXTS.hi.languages[language]).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it('words typical response times by size', () => {
    const { en, hi } = PROFILE_PAGE_TEXTS;
    expect([0.4, 1, 1.4, 23.6, 47, 50].map(en.responseTime)).toEqual(['Within an hour', 'About 1 hour', 'About 1 hour', 'About 24 hours', 'About 47 hours', 'About 2 days']);
    expect([0.4, 3, 72].map(hi.responseTime)).toEqual(['एक घंटे के भीतर', 'लगभग 3 घंटे', 'लगभग 3 दिन']);
  });
});
