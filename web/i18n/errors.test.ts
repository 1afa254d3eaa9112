import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginBodySchema, RegisterTeacherBodySchema } from '../../contract/auth.ts';
import { CreateRequirementBodySchema } from '../../contract/requirements.ts';
import { formatMessage, MESSAGES, type MessageCode, messageCodeOf, messageParamsOf, parseMessage } from '../../contract/messages.ts';
import { loadErrorCatalogue, translateMessage } from './errors.ts';
import { i18n, startI18n } from './index.ts';
import en from './locales/en/errors.json';
import hi from './locales/hi/errors.json';

const catalogues: Record<string, Record<string, string>> = { en, hi };
const catalogue = (language: 'en' | 'hi') => catalogues[language]!;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const codes = Object.keys(MESSAGES) as MessageCode[];

describe('the errors catalogues', () => {
  it('have every message code in English and Hindi, and nothing else', () => {
    expect(Object.keys(catalogue('en')).sort()).toEqual([...codes].sort());
    expect(Object.keys(catalogue('hi')).sort()).toEqual([...codes].sort());
  });

  it('hold the English text of MESSAGES exactly, so the two cannot drift', () => {
    expect(catalogue('en')).toEqual(MESSAGES);
  });

  it('give every Hindi text the same placeholders, in Devanagari', () => {
    const hindi = catalogue('hi');
    for (const code of codes) {
      expect(placeholders(hindi[code]!), code).toEqual(placeholders(MESSAGES[code]));
      expect(hindi[code], code).toMatch(/[\u0900-\u097f]/);
    }
  });
});

describe('MESSAGES', () => {
  it('has one code per text, so a text names its code', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('reads every message back to its code and variables', () => {
    for (const code of codes) {
      const params = Object.fromEntries(placeholders(MESSAGES[code]).map((name, index) => [name, `v${index}`]));
      const english = (formatMessage as (code: MessageCode, params: Record<string, string>) => string)(code, params);
      expect(parseMessage(english), code).toEqual({ code, params });
    }
  });

  it('formats variables and reads them back from the English text', () => {
    expect(formatMessage('TITLE_TOO_LONG', { max: 120 })).toBe('Title can be at most 120 characters');
    expect(parseMessage('Title can be at most 120 characters')).toEqual({ code: 'TITLE_TOO_LONG', params: { max: '120' } });
    expect(messageParamsOf('USER_BANNED_WITH_REASON', 'Your account has been banned: spam. Contact support if you think this is a mistake.')).toEqual({
      reason: 'spam',
    });
    expect(messageParamsOf('TITLE_TOO_LONG', 'Something else')).toBeUndefined();
    expect(messageCodeOf('Invalid credentials')).toBe('INVALID_CREDENTIALS');
    expect(messageCodeOf('Hello there')).toBeUndefined();
  });

  it('is what the shared schemas say, byte for byte as before', () => {
    const login = LoginBodySchema.safeParse({ email: 'nope', password: '123' });
    expect(login.error?.issues.map((issue) => issue.message).sort()).toEqual(['Invalid email address', 'Password must be at least 6 characters']);
    const teacher = RegisterTeacherBodySchema.safeParse({ bio: 'x'.repeat(2001) });
    expect(teacher.error?.issues.map((issue) => issue.message)).toContain('Bio must be at most 2000 characters');
    const requirement = CreateRequirementBodySchema.safeParse({ subjects: ['Mathematics'], location: 'Pune', title: 'x'.repeat(121) });
    expect(requirement.error?.issues.map((issue) => issue.message)).toEqual(['Title can be at most 120 characters']);
  });
});

describe('translateMessage', () => {
  beforeAll(async () => {
    await startI18n('en');
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('shows English messages exactly as given', async () => {
    await i18n.changeLanguage('en');
    expect(translateMessage('Invalid credentials', 'INVALID_CREDENTIALS')).toBe('Invalid credentials');
    expect(translateMessage('Title can be at most 120 characters')).toBe('Title can be at most 120 characters');
  });

  describe('in Hindi', () => {
    beforeAll(async () => {
      await i18n.changeLanguage('hi');
      await loadErrorCatalogue();
    });

    it('translates by the code the API gives', () => {
      expect(translateMessage('Invalid credentials', 'INVALID_CREDENTIALS')).toBe(hi.INVALID_CREDENTIALS);
    });

    it('fills the variables the API gives, or reads them from the English text', () => {
      const banned = 'Your account has been banned: spam. Contact support if you think this is a mistake.';
      expect(translateMessage(banned, 'USER_BANNED_WITH_REASON', { reason: 'spam' })).toBe(
        'आपका अकाउंट बैन कर दिया गया है: spam। अगर आपको लगता है कि यह गलती से हुआ है, तो सपोर्ट से संपर्क करें।',
      );
      expect(translateMessage(banned, 'USER_BANNED_WITH_REASON')).toContain(': spam।');
      expect(translateMessage('Too many attempts. Please try again in 5 minutes.', 'TOO_MANY_ATTEMPTS', { minutes: 5 })).toContain('5 मिनट');
    });

    it('recognises a message without a code by its English text (a form’s zod message)', () => {
      expect(translateMessage('First name is required')).toBe('पहला नाम डालना ज़रूरी है');
      expect(translateMessage('Title can be at most 120 characters')).toBe('शीर्षक ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है');
    });

    it('leaves a message it does not know unchanged', () => {
      expect(translateMessage('Please try again later.')).toBe('Please try again later.');
      expect(translateMessage('Something new', 'NO_SUCH_CODE')).toBe('Something new');
      // A code whose variables cannot be told from the text: the English text rather than a broken sentence.
      expect(translateMessage('Title is long', 'TITLE_TOO_LONG')).toBe('Title is long');
    });

    it('is harmless on an already translated text', () => {
      const hindi = translateMessage('First name is required');
      expect(translateMessage(hindi)).toBe(hindi);
    });
  });
});
