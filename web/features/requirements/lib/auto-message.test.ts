import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../test/start-test-i18n.ts';
import { autoMessageText, messageHref } from './auto-message.ts';

const requirement = {
  userId: '6f1c2f0e-8a55-4d5e-9a3f-2f4b1c0d9e77',
  subjects: ['Physics', 'Mathematics'],
  location: 'HSR Layout',
  userType: 'student' as const,
};

describe('the Message link', () => {
  beforeAll(() => startTestI18n('en', ['requirements']));

  it('writes a short first message about the requirement', () => {
    expect(autoMessageText(requirement)).toBe('Hi! I saw your requirement for Physics, Mathematics in HSR Layout. I would be happy to help.');
    expect(autoMessageText({ ...requirement, userType: 'teacher' })).toBe(
      'Hi! I saw your requirement for Physics, Mathematics in HSR Layout. I would like to learn with you.',
    );
  });

  it('names three subjects, then sums up the rest', () => {
    const many = { ...requirement, subjects: ['Physics', 'Mathematics', 'Chemistry', 'Biology', 'English'] };
    expect(autoMessageText(many)).toContain('for Physics, Mathematics, Chemistry and 2 more in HSR Layout.');
  });

  it('leaves out what is missing', () => {
    expect(autoMessageText({ ...requirement, location: '  ' })).toBe('Hi! I saw your requirement for Physics, Mathematics. I would be happy to help.');
  });

  it('links to the poster’s chat with the text as autoMessage', () => {
    const href = messageHref(requirement);
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe(`/messages/${requirement.userId}`);
    expect(url.searchParams.get('autoMessage')).toBe(autoMessageText(requirement));
  });
});

describe('the Message link in Hindi', () => {
  beforeAll(() => startTestI18n('hi', ['requirements']));

  it('writes the first message in Hindi, with the subjects as people search them', () => {
    expect(autoMessageText(requirement)).toBe('नमस्ते! मैंने HSR Layout में भौतिकी, गणित के लिए आपकी पोस्ट देखी। मुझे आपकी मदद करके ख़ुशी होगी।');
  });
});
