import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicReviewsPage, PublicTutorProfile } from '../../../../contract/tutor-profiles.ts';
import { ProfileNameLink, ProfilePhotoLink } from '../../../components/profile-link.tsx';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import { tutorReviewsQueryOptions } from '../api/get-tutor-reviews.ts';
import { ContactSignupDialog } from './contact-signup-dialog.tsx';
import { TutorProfileView } from './tutor-profile-view.tsx';

// The public profile as rendered: every detail a family reads, the reviewers only as Student or Parent, in both languages.
const NAMESPACES = ['tutor-profiles', 'requirements'];
beforeAll(() => startTestI18n('en', NAMESPACES));
afterAll(() => startTestI18n('en', NAMESPACES));

const profile: PublicTutorProfile = {
  id: '6a3d1c1e-41d4-4c2b-9a0e-4d6a2f1b8c11',
  slug: 'ananya-iyer-3f9a1c2b7d',
  firstName: 'Ananya',
  lastName: 'Iyer',
  profileImage: null,
  isVerified: true,
  verifiedSince: '2026-03',
  headline: 'Maths for Class 8–10, CBSE',
  subjects: ['Mathematics'],
  classes: ['Class 8', 'Class 9', 'Class 10'],
  boards: ['CBSE', 'State Board'],
  teachingModes: ['student_home', 'online'],
  languages: ['English', 'Kannada'],
  fee: { amount: 1500, unit: 'per_month' },
  experience: '6 years',
  qualification: 'M.Sc Mathematics',
  area: { locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka' },
  distanceKm: 2.5,
  rating: 4.5,
  reviewCount: 11,
  bio: 'Concepts first.',
  responseTimeHours: 3,
  studentCount: 4,
  memberSince: '2025-12-01T10:00:00.000Z',
};

const reviews: PublicReviewsPage = {
  reviews: [
    { id: '00000000-0000-4000-8000-000000000001', rating: 5, comment: 'My son loves the classes.', createdAt: '2026-11-20T10:00:00.000Z', reviewerType: 'parent' },
    { id: '00000000-0000-4000-8000-000000000002', rating: 4, comment: null, createdAt: '2026-11-10T10:00:00.000Z', reviewerType: 'student' },
  ],
  rating: 4.5,
  reviewCount: 11,
  nextCursor: 'next',
};

function render(node: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(tutorReviewsQueryOptions(profile.slug).queryKey, { pages: [reviews], pageParams: [null] });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('a public tutor profile', () => {
  it('shows who, since when verified, what, whom and where they teach, the fee, the area and distance, and how soon they reply', () => {
    const page = text(render(<TutorProfileView profile={profile} actions={<button type="button">Act</button>} />));
    for (const expected of [
      'Ananya Iyer',
      'Verified · since March 2026',
      'Maths for Class 8–10, CBSE',
      '4.5 out of 5 · 11 reviews',
      'Indiranagar, Bengaluru · 2.5 km away',
      'Usually replies within 3 hours',
      '₹1,500 / month',
      'Class 8 Class 9 Class 10',
      'CBSE, State Board',
      "At the student's home, Online",
      'English, Kannada',
      '6 years',
      'M.Sc Mathematics',
      'Concepts first.',
      '4 students connected on Tutorhood',
      'On Tutorhood since December 2025',
    ]) {
      expect(page).toContain(expected);
    }
  });

  it('lists reviews newest first by Student or Parent, never a name, with Show more while there are more', () => {
    const html = render(<TutorProfileView profile={profile} actions={null} />);
    const page = text(html);
    expect(page).toContain('4.5 Average of 11 reviews');
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(page.indexOf('Parent')).toBeLessThan(page.indexOf('Student'));
    expect(page).toContain('My son loves the classes.');
    expect(html).toContain('aria-label="Rated 5 out of 5"');
    expect(page).toContain('Show more reviews');
  });

  it('says when there is no fee, no bio and no reviews', () => {
    const bare = { ...profile, fee: null, bio: null, rating: null, reviewCount: 0, distanceKm: null, responseTimeHours: null, headline: null };
    const client = new QueryClient();
    client.setQueryData(tutorReviewsQueryOptions(profile.slug).queryKey, { pages: [{ ...reviews, reviews: [], rating: null, reviewCount: 0, nextCursor: null }], pageParams: [null] });
    const page = text(renderToStaticMarkup(<QueryClientProvider client={client}><TutorProfileView profile={bare} actions={null} /></QueryClientProvider>));
    expect(page).toContain('Fee not set: ask in your request');
    expect(page).toContain('Ananya has not written about themselves yet.');
    expect(page).toContain('No reviews yet. Students and parents who learn with Ananya can review them here.');
    expect(page).not.toContain('km away');
    expect(page).not.toContain('Show more reviews');
  });

  it('offers a signed-out visitor Send Request and Message, each naming the tutor', () => {
    const html = render(
      <>
        <ContactSignupDialog kind="request" tutorId={profile.id} tutorName="Ananya Iyer" path="/tutors/ananya-iyer-3f9a1c2b7d" />
        <ContactSignupDialog kind="message" tutorId={profile.id} tutorName="Ananya Iyer" path="/tutors/ananya-iyer-3f9a1c2b7d" />
      </>,
    );
    expect(text(html)).toContain('Send Request to Ananya Iyer');
    expect(text(html)).toContain('Message Ananya Iyer');
  });

  it('reads in Hindi', async () => {
    await startTestI18n('hi', NAMESPACES);
    const page = text(render(<TutorProfileView profile={profile} actions={null} />));
    for (const expected of ['वेरिफ़ाइड · मार्च 2026 से', '₹1,500 / महीना', 'छात्र के घर पर, ऑनलाइन', 'अंग्रेज़ी, कन्नड़', 'कक्षा 8', 'अभिभावक', 'और रिव्यू देखें']) {
      expect(page).toContain(expected);
    }
  });
});

describe('profile links', () => {
  it('link a verified teacher’s name and photo to the profile, the photo out of the tab order; nothing for others', () => {
    const linked = render(
      <>
        <ProfilePhotoLink slug="ananya-iyer-3f9a1c2b7d">photo</ProfilePhotoLink>
        <ProfileNameLink slug="ananya-iyer-3f9a1c2b7d">Ananya Iyer</ProfileNameLink>
      </>,
    );
    expect(linked.match(/href="\/tutors\/ananya-iyer-3f9a1c2b7d"/g)).toHaveLength(2);
    expect(linked).toContain('tabindex="-1"');
    expect(render(<ProfileNameLink slug={null}>Riya Sharma</ProfileNameLink>)).toBe('Riya Sharma');
  });
});
