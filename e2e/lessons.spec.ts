import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { adminSignIn, createVerifiedTeacher, expectAccessible, loginAs, toast, uniqueEmail, uniqueSurname, verifyEmail } from './fixtures.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Account {
  id: string;
  token: string;
  email: string;
  password: string;
  name: string;
}

/** A parent (their email confirmed) with one child added. */
async function createParentWithChild(request: APIRequestContext, firstName: string, childName: string, language?: 'hi') {
  const lastName = uniqueSurname('Kapoor');
  const email = uniqueEmail(firstName.toLowerCase());
  const registered = await request.post('/api/auth/register', {
    data: { userType: 'parent', firstName, lastName, email, password: 'secret123', mobile: '+919812345678', ...(language ? { language } : {}) },
  });
  expect(registered.status()).toBe(201);
  const { user, token } = (await registered.json()) as { user: { id: string }; token: string };
  await verifyEmail(request, email);
  const added = await request.post('/api/children', { headers: bearer(token), data: { firstName: childName, class: 'Class 8', ageBand: 'under_13' } });
  expect(added.ok()).toBe(true);
  const parent: Account = { id: user.id, token, email, password: 'secret123', name: `${firstName} ${lastName}` };
  return parent;
}

/** The family sends a request and the teacher accepts it: booking needs that connection. */
async function connect(request: APIRequestContext, family: Account, teacher: Account) {
  const sent = await request.post('/api/user/request', { headers: bearer(family.token), data: { receiverId: teacher.id, message: 'A demo class please' } });
  expect(sent.status()).toBe(201);
  const { request: asked } = (await sent.json()) as { request: { id: string } };
  expect((await request.patch(`/api/user/request/${asked.id}`, { headers: bearer(teacher.token), data: { status: 'accepted' } })).ok()).toBe(true);
}

/** Every day, all day, online or at the student's home; 60-minute lessons, the first one free. */
async function openAvailability(request: APIRequestContext, teacher: Account) {
  const ranges = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440, modes: ['online', 'student_home'] }));
  const saved = await request.put('/api/lessons/availability', {
    headers: bearer(teacher.token),
    data: { ranges, exceptions: [], lessonLengths: [60], firstLessonFree: true, meetingLink: 'https://meet.example.com/abc-defg', teachingAddress: null },
  });
  expect(saved.ok()).toBe(true);
}

async function slotsOf(request: APIRequestContext, teacherId: string): Promise<string[]> {
  const response = await request.get(`/api/tutors/${teacherId}/slots?length=60&days=28`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { slots: { startsAt: string }[] }).slots.map((s) => s.startsAt);
}

async function slugOf(request: APIRequestContext, account: Account): Promise<string> {
  const me = (await (await request.get('/api/auth/me', { headers: bearer(account.token) })).json()) as { profile: { profileSlug: string } };
  return me.profile.profileSlug;
}

/** The lesson card of the other person on the Lessons screen. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** The VEVENT of a feed with this UID: its start and SEQUENCE. */
function eventOf(ics: string, uid: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getAllSubcomponents('vevent').find((e) => e.getFirstPropertyValue('uid') === uid);
  expect(event, `VEVENT ${uid}`).toBeDefined();
  const start = event!.getFirstPropertyValue('dtstart') as ICAL.Time;
  return { start: start.toJSDate().toISOString(), sequence: Number(event!.getFirstPropertyValue('sequence') ?? 0), calendar };
}

test.describe('lessons', () => {
  test('a parent books a free demo from the profile, the teacher proposes another time, the parent accepts; the calendar feed follows', async ({
    page,
    browser,
    request,
  }) => {
    test.slow(); // two people, a KYC approval, a calendar feed
    const teacher = await createVerifiedTeacher(request, 'Lakshmi', uniqueSurname('Menon'));
    const parent = await createParentWithChild(request, 'Sunita', 'Aarav');
    await connect(request, parent, teacher);
    await openAvailability(request, teacher);
    const slug = await slugOf(request, teacher);

    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, parent, `/tutors/${slug}`);
    const slots = page.getByTestId('next-free-slots');
    await expect(slots.getByRole('heading', { name: 'Next free slots' })).toBeVisible();
    await expect(slots).toContainText('The first lesson is a free demo.');
    await slots.getByRole('button', { name: 'Book a free demo' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a lesson with ${teacher.name}` });
    await expect(dialog.getByLabel('Time (IST)')).toBeVisible();
    await expect(dialog.getByLabel('For which child')).toHaveValue(/.+/);
    await expectAccessible(page);
    await dialog.getByLabel('Note for the tutor').fill('Aarav finds fractions hard.');
    await dialog.getByRole('button', { name: 'Send booking' }).click();
    await expect(dialog.getByText(`Booking sent to ${teacher.name}.`)).toBeVisible();
    // The free demo is once per child: the next booking for Aarav is a paid lesson.
    await page.keyboard.press('Escape');
    await expect(slots.getByRole('button', { name: 'Book a lesson' })).toBeVisible();

    const listed = await request.get('/api/lessons?scope=upcoming', { headers: bearer(parent.token) });
    const [lesson] = (await listed.json()) as { id: string; startsAt: string; isFreeDemo: boolean; sequence: number }[];
    expect(lesson!.isFreeDemo).toBe(true);

    // The parent's private calendar feed has the lesson at its booked time.
    const created = await request.post('/api/calendar/feed', { headers: bearer(parent.token) });
    expect(created.ok()).toBe(true);
    const feedPath = new URL(((await created.json()) as { url: string }).url).pathname;
    const uid = await uidOf(request, feedPath, lesson!.id);
    const first = eventOf(await (await request.get(feedPath)).text(), uid);
    expect(first.start).toBe(lesson!.startsAt);
    expect(first.calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');

    // The teacher proposes another day from Lessons.
    const teacherPage = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await loginAs(teacherPage, teacher, '/lessons');
    const request1 = card(teacherPage, parent.name);
    await expect(request1.getByTestId('lesson-status')).toHaveText('Waiting for you');
    await expect(request1).toContainText('For Aarav');
    await expect(request1).toContainText('Free demo');
    await request1.getByRole('button', { name: 'Propose another time' }).click();
    const propose = teacherPage.getByRole('dialog', { name: 'Propose another time' });
    const day = propose.getByLabel('Day');
    await day.selectOption({ index: 2 });
    await propose.getByLabel('Reason').fill('I have a school meeting that day.');
    await propose.getByRole('button', { name: 'Send the new time' }).click();
    await expect(propose).toBeHidden();
    await expect(request1.getByTestId('lesson-status')).toHaveText('Waiting for the family');

    // The parent accepts the new time; both see it confirmed.
    await page.goto('/lessons');
    const mine = card(page, teacher.name);
    await expect(mine.getByTestId('lesson-status')).toHaveText('Waiting for you');
    await expect(mine.getByTestId('lesson-reason')).toContainText('I have a school meeting that day.');
    await expect(mine.getByRole('link', { name: teacher.name })).toHaveAttribute('href', `/tutors/${slug}`);
    await expect(mine.getByTestId('lesson-time')).toContainText('IST');
    await mine.getByRole('button', { name: 'Accept' }).click();
    await expect(mine.getByTestId('lesson-status')).toHaveText('Confirmed');
    await expect(mine.getByRole('link', { name: 'Join the online lesson' })).toHaveAttribute('href', 'https://meet.example.com/abc-defg');
    await expect(toast(page, 'Lesson accepted')).toBeVisible();
    await expectAccessible(page);
    // A notification's link opens Lessons on that lesson, focused.
    await teacherPage.goto(`/lessons?lesson=${lesson!.id}`);
    await expect(card(teacherPage, parent.name)).toBeFocused();
    await expect(card(teacherPage, parent.name).getByTestId('lesson-status')).toHaveText('Confirmed');

    // The feed shows the new time: the same UID, a higher SEQUENCE.
    const moved = (await (await request.get(`/api/lessons/${lesson!.id}`, { headers: bearer(parent.token) })).json()) as { startsAt: string };
    expect(moved.startsAt).not.toBe(lesson!.startsAt);
    expect(await uidOf(request, feedPath, lesson!.id)).toBe(uid);
    const second = eventOf(await (await request.get(feedPath)).text(), uid);
    expect(second.start).toBe(moved.startsAt);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    await teacherPage.close();
  });

  test('a lesson cancelled by keyboard frees its slot, and the admin sees it', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request, 'Farah', uniqueSurname('Khan'));
    const parent = await createParentWithChild(request, 'Rekha', 'Ishaan');
    await connect(request, parent, teacher);
    await openAvailability(request, teacher);
    const startsAt = (await slotsOf(request, teacher.id))[3]!;
    const booked = await request.post('/api/lessons', {
      headers: bearer(parent.token),
      data: { teacherId: teacher.id, startsAt, lengthMinutes: 60, mode: 'online' },
    });
    expect(booked.status()).toBe(201);
    expect(await slotsOf(request, teacher.id)).not.toContain(startsAt);

    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, parent, '/lessons');
    const lesson = card(page, teacher.name);
    // By keyboard: the dialog opens on its reason; sending without one says it is needed.
    await lesson.getByRole('button', { name: 'Cancel lesson' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this lesson' });
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel lesson' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Exams moved to that week.');
    await dialog.getByRole('button', { name: 'Cancel lesson' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(lesson.getByTestId('lesson-status')).toHaveText('Cancelled');
    await expect(lesson.getByTestId('lesson-reason')).toHaveText('Reason: Exams moved to that week.');
    expect(await slotsOf(request, teacher.id)).toContain(startsAt);

    // The admin's user detail counts it and lists it.
    await adminSignIn(page, `/admin/user/${teacher.id}`);
    const section = page.getByRole('region', { name: 'Lessons' });
    await expect(section.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(section.getByRole('list', { name: 'Last 10 lessons' }).getByRole('listitem')).toHaveCount(1);
    await expect(section).toContainText(`${teacher.name} with`);
  });

  test('two families pressing Book on the same slot at once: exactly one lesson, the other is told it was just booked', async ({ browser, request }) => {
    test.slow();
    const teacher = await createVerifiedTeacher(request, 'Gauri', uniqueSurname('Joshi'));
    const first = await createParentWithChild(request, 'Anjali', 'Kabir');
    const second = await createParentWithChild(request, 'Pooja', 'Myra');
    await connect(request, first, teacher);
    await connect(request, second, teacher);
    await openAvailability(request, teacher);
    const slug = await slugOf(request, teacher);
    const baseURL = test.info().project.use.baseURL;
    const pages = await Promise.all([browser.newPage({ baseURL }), browser.newPage({ baseURL })]);
    const dialogs = [];
    for (const [index, account] of [first, second].entries()) {
      const page = pages[index]!;
      await loginAs(page, account, `/tutors/${slug}`);
      await page.getByRole('button', { name: 'Book a free demo' }).click();
      const dialog = page.getByRole('dialog', { name: `Book a lesson with ${teacher.name}` });
      await expect(dialog.getByLabel('Time (IST)')).toBeVisible();
      dialogs.push(dialog);
    }
    // Both chose the first free slot.
    const chosen = await dialogs[0]!.getByLabel('Time (IST)').inputValue();
    expect(await dialogs[1]!.getByLabel('Time (IST)').inputValue()).toBe(chosen);
    await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Send booking' }).click()));

    const outcomes = await Promise.all(
      dialogs.map(async (dialog) => {
        const sent = dialog.getByText(`Booking sent to ${teacher.name}.`);
        const taken = dialog.getByRole('alert');
        await expect(sent.or(taken)).toBeVisible();
        return (await sent.isVisible()) ? 'booked' : ((await taken.textContent()) ?? '');
      }),
    );
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(outcomes.find((o) => o !== 'booked')).toBe('This time was just booked by someone else. Please choose another slot.');
    const teacherLessons = (await (await request.get('/api/lessons?scope=upcoming', { headers: bearer(teacher.token) })).json()) as { startsAt: string }[];
    expect(teacherLessons.filter((l) => l.startsAt === chosen)).toHaveLength(1);
    await Promise.all(pages.map((page) => page.close()));
  });

  test('more lessons than one page: the later ones appear with Show later lessons', async ({ page, request }) => {
    test.slow();
    const teacher = await createVerifiedTeacher(request, 'Ishita', uniqueSurname('Rao'));
    const parent = await createParentWithChild(request, 'Nisha', 'Dev');
    await connect(request, parent, teacher);
    await openAvailability(request, teacher);
    // One more lesson than a page holds, each an hour after the one before.
    const starts: string[] = [];
    for (const slot of await slotsOf(request, teacher.id)) {
      const last = starts.at(-1);
      if (!last || Date.parse(slot) >= Date.parse(last) + 60 * 60_000) starts.push(slot);
      if (starts.length === 51) break;
    }
    expect(starts).toHaveLength(51);
    for (const startsAt of starts) {
      const booked = await request.post('/api/lessons', {
        headers: bearer(parent.token),
        data: { teacherId: teacher.id, startsAt, lengthMinutes: 60, mode: 'online' },
      });
      expect(booked.status(), await booked.text()).toBe(201);
    }
    await loginAs(page, parent, '/lessons');
    const upcoming = page.getByRole('list', { name: 'Upcoming' });
    await expect(upcoming.getByRole('article')).toHaveCount(50);
    await page.getByRole('button', { name: 'Show later lessons' }).click();
    await expect(upcoming.getByRole('article')).toHaveCount(51);
    await expect(page.getByRole('button', { name: 'Show later lessons' })).toBeHidden();
  });

  test('a teacher sets weekly hours, a day off, lengths and a meeting link; a wrong link is refused with its message', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request, 'Nandini', uniqueSurname('Bose'));
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, teacher, '/lessons');
    await page.getByRole('tab', { name: 'Availability' }).click();
    const monday = page.getByRole('group', { name: 'Monday' });
    await monday.getByRole('button', { name: 'Add time on Monday' }).click();
    await monday.getByLabel('From, Monday').selectOption({ label: '5:00 pm' });
    await monday.getByLabel('To, Monday').selectOption({ label: '7:30 pm' });
    await monday.getByRole('checkbox', { name: "At the student's home" }).check();
    await page.getByRole('button', { name: 'Add a day off' }).click();
    await page.getByLabel('Date').fill('2026-12-25');
    await page.getByRole('checkbox', { name: '90 minutes' }).check();
    await page.getByRole('checkbox', { name: 'First lesson free' }).check();
    await page.getByLabel('Meeting link for online lessons').fill('meet.example.com/xyz');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Enter a meeting link starting with https://')).toBeVisible();
    await page.getByLabel('Meeting link for online lessons').fill('https://meet.example.com/xyz');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Availability saved')).toBeVisible();
    await expectAccessible(page);

    const saved = (await (await request.get('/api/lessons/availability', { headers: bearer(teacher.token) })).json()) as {
      ranges: { weekday: number; startMinute: number; endMinute: number; modes: string[] }[];
      exceptions: { date: string }[];
      lessonLengths: number[];
      firstLessonFree: boolean;
      meetingLink: string;
    };
    expect(saved.ranges).toEqual([{ weekday: 1, startMinute: 17 * 60, endMinute: 19 * 60 + 30, modes: expect.arrayContaining(['online', 'student_home']) as string[] }]);
    expect(saved.exceptions.map((e) => e.date)).toEqual(['2026-12-25']);
    expect(saved.lessonLengths).toContain(90);
    expect(saved.firstLessonFree).toBe(true);
    expect(saved.meetingLink).toBe('https://meet.example.com/xyz');
  });

  test('the Lessons screen in Hindi, and accessible on a phone', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request, 'Meera', uniqueSurname('Nair'));
    const parent = await createParentWithChild(request, 'Kavya', 'Riya', 'hi');
    await connect(request, parent, teacher);
    await openAvailability(request, teacher);
    const startsAt = (await slotsOf(request, teacher.id))[0]!;
    const booked = await request.post('/api/lessons', {
      headers: bearer(parent.token),
      data: { teacherId: teacher.id, startsAt, lengthMinutes: 60, mode: 'student_home', address: '12 MG Road, Indiranagar' },
    });
    expect(booked.status()).toBe(201);

    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, parent, '/lessons');
    await expect(page.getByRole('heading', { level: 1, name: 'क्लासें' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'क्लासें' })).toBeVisible();
    const lesson = card(page, teacher.name);
    await expect(lesson.getByTestId('lesson-status')).toHaveText('ट्यूटर के जवाब का इंतज़ार');
    await expect(lesson).toContainText('Riya के लिए');
    await expect(lesson).toContainText('छात्र के घर पर');
    await expect(lesson.getByTestId('lesson-time')).toContainText('IST');
    await expect(page.getByRole('tab', { name: 'आने वाली' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });
});

/** The feed's UID of a lesson: the one VEVENT whose UID names the lesson's id. */
async function uidOf(request: APIRequestContext, feedPath: string, lessonId: string): Promise<string> {
  const calendar = new ICAL.Component(ICAL.parse(await (await request.get(feedPath)).text()));
  const uids = calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('uid')));
  const uid = uids.find((u) => u.includes(lessonId));
  expect(uid, `a UID naming ${lessonId} among ${uids.join(', ')}`).toBeDefined();
  return uid!;
}
