import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from './fixtures.ts';

test.describe('home', () => {
  test('a located student sees the nearest verified tutors, and the panel asks only for what it shows', async ({ page }) => {
    const nearbyRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/nearby-users');
    await loginAs(page, DEMO.student, '/');
    const url = new URL((await nearbyRequest).url());
    expect(url.searchParams.get('limit')).toBe('6');

    const panel = page.getByRole('region', { name: 'Verified tutors near you' });
    await expect(panel.getByRole('article').first()).toBeVisible();
    const cards = await panel.getByRole('article').count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(6);
    await expect(panel.getByText('Showing verified teachers within 50 km of your location')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See all on the map' })).toHaveAttribute('href', '/nearby-map');
  });
});
