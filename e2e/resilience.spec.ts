import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs, openAs, registerUser, toast } from './fixtures.ts';

/** Never a blank screen: offline sends, screens whose code cannot be downloaded, a deploy mid-session. */

const messages = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A screen's own chunk, e.g. /assets/find-CiSVSNOx.js (also when asked for again with ?retry=n). */
const chunkOf = (screen: string) => new RegExp(`/assets/${screen}-[\\w-]{8}\\.js(\\?.*)?$`);

test.describe('never a blank screen', () => {
  test('a message sent offline waits, survives a reload while the connection is down, and arrives exactly once', async ({ page, browser, context }) => {
    const teacher = await registerUser(page.request, 'teacher', 'Lakshmi', 'Nair');
    const student = await registerUser(page.request, 'student', 'Dev', 'Shah');
    const teacherPage = await openAs(browser, teacher, `/messages/${student.id}`);
    await loginAs(page, student, `/messages/${teacher.id}`);
    await expect(composer(page)).toBeFocused();

    // Offline: the message shows at once, pending, with no error and nothing else breaking.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('Offline, last updated');
    await composer(page).fill('Sent from the metro');
    await composer(page).press('Enter');
    await expect(messages(page, 'Sent from the metro')).toContainText('Waiting for connection');
    await expect(toast(page, 'Failed to send message')).toHaveCount(0);
    await expect(mainNav(page)).toBeVisible();

    // Back online: it goes out by itself, once.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(messages(page, 'Sent from the metro').getByTestId('receipt')).toHaveText('Sent');
    await expect(messages(teacherPage, 'Sent from the metro')).toHaveCount(1);

    // The connection to the server is down (socket and REST sends fail) though the device is online.
    // socket.io opens over WebSocket first (page.route does not see those), then falls back to long-polling.
    let serverReachable = false;
    await page.routeWebSocket(/\/socket\.io\//, (ws) => (serverReachable ? ws.connectToServer() : ws.close()));
    await page.route('**/socket.io/**', (route) => (serverReachable ? route.fallback() : route.abort()));
    await page.route('**/api/messages/**', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await page.reload();
    await expect(composer(page)).toBeVisible();
    await composer(page).fill('Are you free at 5?');
    await composer(page).press('Enter');
    await expect(messages(page, 'Are you free at 5?')).toContainText('Waiting for connection');

    // A reload keeps it waiting (the outbox is saved per user).
    await page.reload();
    await expect(messages(page, 'Are you free at 5?')).toContainText('Waiting for connection');

    // The server is reachable again: on reconnect it is delivered, once, and the outbox empties.
    serverReachable = true;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(messages(page, 'Are you free at 5?').getByTestId('receipt')).toHaveText('Sent');
    await expect(messages(teacherPage, 'Are you free at 5?')).toHaveCount(1);
    await teacherPage.reload();
    await expect(messages(teacherPage, 'Are you free at 5?')).toHaveCount(1);
    await expect(messages(teacherPage, 'Sent from the metro')).toHaveCount(1);
    expect(await page.evaluate((id) => localStorage.getItem(`tutorhood:outbox:${id}`), student.id)).toBeNull();
  });

  test('offline, a screen never visited says it needs a connection, inside the app, and opens by itself once back online', async ({ page, context }) => {
    await loginAs(page, DEMO.student, '/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();

    // (No service worker in this spec: the Find screen's code was never downloaded.)
    await context.setOffline(true);
    await mainNav(page).getByRole('link', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This screen needs a connection' })).toBeVisible();
    await expect(page.getByText('It opens by itself when you are back online.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

    // Other screens still work from the navigation; coming back, the screen still waits for the connection.
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This screen needs a connection' })).toBeVisible();
    // Back online: it loads by itself, nothing to press.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Teachers' })).toBeVisible();
  });

  test('after a deploy, a missing chunk reloads the page once into the new version; missing again, it offers Reload to update', async ({ page }) => {
    await loginAs(page, DEMO.student, '/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();

    // The old build's Find chunk is gone (404) until the page reloads.
    let reloads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads++;
    });
    await page.route(chunkOf('find'), (route) => (reloads === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback()));
    await mainNav(page).getByRole('link', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find Teachers' })).toBeVisible();
    expect(reloads).toBe(1);
    await expect(page).toHaveURL(/\/find$/);

    // Still missing after that one reload (another screen, same session): no second reload, the panel instead.
    await page.route(chunkOf('requests'), (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await mainNav(page).getByRole('link', { name: 'Requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This screen could not load' })).toBeVisible();
    await expect(page.getByText('Tutorhood was updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload to update' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    expect(reloads).toBe(1);
  });
});
