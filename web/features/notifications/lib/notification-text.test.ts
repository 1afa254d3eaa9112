import { afterAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../contract/notifications.ts';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import { notificationText, type NotificationsT } from './notification-text.ts';

function notice(overrides: Partial<Notification>): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'kyc_approved',
    title: '',
    body: '',
    params: {},
    createdAt: '2026-03-10T12:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

// What the server stores today (server/modules/requests, kyc, support, admin-reports): English screens must not change.
const stored: Notification[] = [
  notice({
    kind: 'request_accepted',
    title: 'Request Accepted',
    body: 'Meera accepted your connection request. You can start chatting now.',
    params: { name: 'Meera' },
  }),
  notice({ kind: 'request_rejected', title: 'Request Declined', body: 'Meera declined your connection request.', params: { name: 'Meera' } }),
  notice({ kind: 'kyc_approved', title: 'KYC approved', body: 'Your identity is verified. Students can now find you nearby and in search.' }),
  notice({
    kind: 'kyc_rejected',
    title: 'KYC rejected',
    body: 'Reason: The PAN photo is blurred. You can submit your documents again from your dashboard.',
    params: { reason: 'The PAN photo is blurred' },
  }),
  notice({ kind: 'support_reply', title: 'Reply from Tutorhood support', body: 'We have reset your location, please try again.' }),
  notice({ kind: 'moderator_warning', title: 'Warning from a moderator', body: 'Please keep conversations respectful.' }),
  // server/modules/reviews/review-reminders.ts
  notice({
    kind: 'review_reminder',
    title: 'How are the lessons going?',
    body: 'You have been talking with Anita Desai for a week. Write a short review: it helps other families choose a tutor.',
    params: { name: 'Anita Desai', slug: 'anita-desai-3f9a1c2b7d', teacherId: '00000000-0000-4000-8000-000000000009' },
  }),
];

async function fixedT(language: 'en' | 'hi'): Promise<NotificationsT> {
  const i18n = await startTestI18n(language);
  return i18n.getFixedT(language, 'notifications');
}

afterAll(async () => {
  await startTestI18n('en');
});

describe('notificationText', () => {
  it('in English is exactly what the server stored, for every kind', async () => {
    const t = await fixedT('en');
    for (const notification of stored) {
      expect(notificationText(notification, t), notification.kind).toEqual({ title: notification.title, body: notification.body });
    }
  });

  it('in Hindi words the title and the body, with the teacher’s name filled in', async () => {
    const t = await fixedT('hi');
    expect(notificationText(stored[0]!, t)).toEqual({
      title: 'रिक्वेस्ट स्वीकार हुई',
      body: 'Meera ने आपकी कनेक्शन रिक्वेस्ट स्वीकार कर ली है। अब आप चैट शुरू कर सकते हैं।',
    });
    expect(notificationText(stored[1]!, t)).toEqual({ title: 'रिक्वेस्ट अस्वीकार हुई', body: 'Meera ने आपकी कनेक्शन रिक्वेस्ट अस्वीकार कर दी।' });
    expect(notificationText(stored[3]!, t).body).toBe('कारण: The PAN photo is blurred। आप अपने डैशबोर्ड से दस्तावेज़ दोबारा जमा कर सकते हैं।');
    expect(notificationText(stored[6]!, t)).toEqual({
      title: 'पढ़ाई कैसी चल रही है?',
      body: 'आप एक हफ़्ते से Anita Desai से बात कर रहे हैं। एक छोटा रिव्यू लिखें: इससे दूसरे परिवारों को ट्यूटर चुनने में मदद मिलती है।',
    });
  });

  it('in Hindi keeps a person’s own words (support reply, moderator warning) as written, under a Hindi title', async () => {
    const t = await fixedT('hi');
    expect(notificationText(stored[4]!, t)).toEqual({ title: 'Tutorhood सपोर्ट का जवाब', body: 'We have reset your location, please try again.' });
    expect(notificationText(stored[5]!, t)).toEqual({ title: 'मॉडरेटर की चेतावनी', body: 'Please keep conversations respectful.' });
  });

  it('shows the stored body when the parameters it needs are missing', async () => {
    const t = await fixedT('hi');
    const old = { ...stored[0]!, params: {} };
    expect(notificationText(old, t)).toEqual({ title: 'रिक्वेस्ट स्वीकार हुई', body: old.body });
  });

  it('words a lesson’s change and reminder from its params, with the time in IST, in both languages', async () => {
    const params = { lessonId: 'l1', name: 'Anita Desai', startsAt: '2026-12-05T11:30:00.000Z', change: 'proposed', reason: 'I have a school meeting' };
    const update = notice({ kind: 'lesson_update', title: 'stored', body: 'stored', params });
    const en = await fixedT('en');
    expect(notificationText(update, en)).toEqual({ title: 'Anita Desai proposed a new time: 5 Dec, 5:00 pm IST', body: 'Reason: I have a school meeting' });
    expect(notificationText({ ...update, params: { ...params, change: 'accepted', reason: '' } }, en)).toEqual({
      title: 'Anita Desai accepted the lesson on 5 Dec, 5:00 pm IST',
      body: 'Open Lessons to see the details.',
    });
    const reminder = notice({ kind: 'lesson_reminder', title: 'stored', body: 'stored', params: { lessonId: 'l1', name: 'Anita Desai', startsAt: params.startsAt } });
    expect(notificationText(reminder, en)).toEqual({ title: 'Lesson with Anita Desai at 5 Dec, 5:00 pm IST', body: 'It starts in 1 hour.' });
    const hi = await fixedT('hi');
    expect(notificationText({ ...update, params: { ...params, change: 'cancelled' } }, hi).title).toMatch(/^Anita Desai ने .+ IST की क्लास रद्द की$/);
    expect(notificationText(reminder, hi).body).toBe('यह 1 घंटे में शुरू होगी।');
  });

  it('shows a lesson notice as stored when its params are missing or unknown', async () => {
    const t = await fixedT('en');
    const old = notice({ kind: 'lesson_update', title: 'Stored title', body: 'Stored body', params: { name: 'A', startsAt: '2026-12-05T11:30:00.000Z', change: 'moved' } });
    expect(notificationText(old, t)).toEqual({ title: 'Stored title', body: 'Stored body' });
    expect(notificationText({ ...old, kind: 'lesson_reminder', params: {} }, t)).toEqual({ title: 'Stored title', body: 'Stored body' });
  });
});
