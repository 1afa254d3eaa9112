import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import { RequestsEmpty } from './request-states.tsx';
import { SendRequestButton } from './send-request-button.tsx';

// The requests texts as rendered: English exactly as the e2e specs read it, and Hindi.
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
const target = { id: 't1', name: 'Kavitha Rao', userType: 'teacher' as const, isConnected: false };

describe('requests texts', () => {
  afterAll(() => startTestI18n('en'));

  it('names the buttons and empty states in English as before', async () => {
    await startTestI18n('en');
    expect(text(render(<SendRequestButton target={target} sent={[]} received={[]} />))).toBe('Send Request to Kavitha Rao');
    expect(text(render(<SendRequestButton target={{ ...target, isConnected: true }} sent={[]} received={[]} />))).toBe('Connected with Kavitha Rao');
    expect(text(render(<RequestsEmpty box="sent" viewerType="student" />))).toBe(
      'No requests sent yetFind teachers near you and send a request to connect.Find Teachers',
    );
  });

  it('names them in Hindi', async () => {
    await startTestI18n('hi');
    expect(text(render(<SendRequestButton target={target} sent={[]} received={[]} />))).toBe('रिक्वेस्ट भेजें (Kavitha Rao को)');
    expect(text(render(<RequestsEmpty box="received" viewerType="teacher" />))).toContain('अभी तक कोई रिक्वेस्ट नहीं मिली');
  });
});
