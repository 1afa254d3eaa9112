import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../../contract/chat.ts';
import { startTestI18n } from '../lib/i18n-for-tests.ts';
import { ConversationItem } from './conversation-item.tsx';

const conversation = (overrides: Partial<Conversation>): Conversation => ({
  userId: '0190a1b2-0000-7000-8000-000000000001',
  name: 'Kavitha Rao',
  profileImage: null,
  isVerified: true,
  profileSlug: 'kavitha-rao-0123456789',
  userType: 'teacher',
  isOnline: false,
  lastSeen: null,
  forChild: null,
  lastMessage: 'See you on Monday',
  lastMessageKind: 'text',
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  lastMessageFromMe: false,
  unreadCount: 0,
  ...overrides,
});

const row = (c: Conversation) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ConversationItem conversation={c} to={`/messages/${c.userId}`} fetchedAt={0} now={new Date('2026-11-21T10:00:00.000Z')} />
    </MemoryRouter>,
  );
/** Each link's address and markup. */
const links = (html: string) => [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({ href: /href="([^"]+)"/.exec(attributes!)?.[1], attributes: attributes!, inner: inner! }));

describe('a conversation row', () => {
  beforeAll(() => startTestI18n('en'));

  it("opens the conversation, and a verified teacher's photo is a link of its own to their profile, not inside the row's", () => {
    const html = row(conversation({}));
    const [open, profile, ...more] = links(html);
    expect(more).toEqual([]);
    expect(open!.href).toBe('/messages/0190a1b2-0000-7000-8000-000000000001');
    expect(open!.inner).toContain('Kavitha Rao');
    expect(profile!.href).toBe('/tutors/kavitha-rao-0123456789');
    // Named by its text (the photo itself is hidden from screen readers), not by an aria-label the photo would contradict.
    expect(profile!.inner).toContain('<span class="sr-only">Kavitha Rao&#x27;s profile</span>');
    expect(profile!.attributes).not.toContain('aria-label');
    // No link in a link: the row's link closes before the profile link opens.
    expect(html.indexOf('</a>')).toBeLessThan(html.indexOf('href="/tutors/'));
  });

  it('has only the conversation link for anyone without a public profile (students, parents, unverified teachers)', () => {
    const html = row(conversation({ name: 'Riya Sharma', userType: 'student', isVerified: false, profileSlug: null }));
    expect(links(html).map((link) => link.href)).toEqual(['/messages/0190a1b2-0000-7000-8000-000000000001']);
    expect(html).toContain('Riya Sharma');
  });
});
