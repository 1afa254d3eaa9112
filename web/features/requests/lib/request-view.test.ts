import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import {
  openingTab,
  partyDetail,
  placeText,
  ratingText,
  requestCardView,
  reviewCountText,
  sortForDisplay,
  tabLabel,
} from './request-view.ts';
import { request, student, teacher } from './test-fixtures.ts';

beforeAll(() => startTestI18n('en'));

describe('requestCardView', () => {
  it('lets the receiver answer a pending request and shows them the sender', () => {
    const view = requestCardView(request(), teacher.id);
    expect(view.box).toBe('received');
    expect(view.other.name).toBe('Rohan Iyer');
    expect(view.action).toEqual({ kind: 'respond' });
  });

  it('tells the sender of a pending request to wait and shows them the receiver', () => {
    const view = requestCardView(request(), student.id);
    expect(view.box).toBe('sent');
    expect(view.other.name).toBe('Kavitha Rao');
    expect(view.action).toEqual({ kind: 'waiting' });
  });

  it('offers a chat with the other party once accepted, on both sides', () => {
    const accepted = request({ status: 'accepted' });
    expect(requestCardView(accepted, student.id).action).toEqual({ kind: 'chat', href: `/messages/${teacher.id}` });
    expect(requestCardView(accepted, teacher.id).action).toEqual({ kind: 'chat', href: `/messages/${student.id}` });
  });

  it('shows a declined request as declined, on both sides', () => {
    const rejected = request({ status: 'rejected' });
    expect(requestCardView(rejected, student.id).action).toEqual({ kind: 'declined' });
    expect(requestCardView(rejected, teacher.id).action).toEqual({ kind: 'declined' });
  });
});

describe('request list texts', () => {
  it('puts pending requests first and keeps the server order otherwise', () => {
    const a = request({ id: 'a', status: 'accepted' });
    const b = request({ id: 'b', status: 'pending' });
    const c = request({ id: 'c', status: 'rejected' });
    const d = request({ id: 'd', status: 'pending' });
    expect(sortForDisplay([a, b, c, d]).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('counts a tab once its list has loaded', () => {
    expect(tabLabel('received', 3)).toBe('Received (3)');
    expect(tabLabel('sent', 0)).toBe('Sent (0)');
    expect(tabLabel('sent', undefined)).toBe('Sent');
  });

  it('describes the other party by qualification, experience or class', () => {
    expect(partyDetail(teacher)).toBe('M.Sc Physics');
    expect(partyDetail({ ...teacher, qualification: null })).toBe('Experience: 8 years');
    expect(partyDetail({ ...teacher, qualification: null, experience: null })).toBeNull();
    expect(partyDetail(student)).toBe('Class 10');
    expect(partyDetail({ ...student, class: '7' })).toBe('Class 7');
    expect(partyDetail({ ...student, class: null })).toBeNull();
  });

  it('rates teachers only, and new teachers as New', () => {
    expect(ratingText(teacher)).toBe('4.8');
    expect(ratingText({ ...teacher, rating: null, reviewCount: 0 })).toBe('New');
    expect(ratingText(student)).toBeNull();
  });

  it('names the place', () => {
    expect(placeText(student)).toBe('Bengaluru, Karnataka');
    expect(placeText({ city: null, state: 'Goa' })).toBe('Goa');
    expect(placeText({ city: null, state: null })).toBeNull();
  });
});

describe('in Hindi', () => {
  beforeAll(() => startTestI18n('hi'));
  afterAll(() => startTestI18n('en'));

  it('words tabs, classes, ratings and review counts in Hindi', () => {
    expect(tabLabel('received', 3)).toBe('मिली हुई (3)');
    expect(partyDetail({ ...student, class: '7' })).toBe('कक्षा 7');
    expect(ratingText({ ...teacher, rating: null, reviewCount: 0 })).toBe('नए');
    expect(reviewCountText(1)).toBe('(1 रिव्यू)');
  });

  it('keeps English counts plural-correct', async () => {
    await startTestI18n('en');
    expect(reviewCountText(1)).toBe('(1 review)');
    expect(reviewCountText(12)).toBe('(12 reviews)');
  });
});

describe('openingTab', () => {
  it('opens on Received unless it is empty and Sent is not; waits while it cannot tell', () => {
    expect(openingTab(2, undefined)).toBe('received');
    expect(openingTab(0, 3)).toBe('sent');
    expect(openingTab(0, 0)).toBe('received');
    expect(openingTab(undefined, 3)).toBeNull();
    expect(openingTab(0, undefined)).toBeNull();
    // A failed list opens where its error shows; a failed Sent leaves Received.
    expect(openingTab(null, 3)).toBe('received');
    expect(openingTab(0, null)).toBe('received');
  });
});
