import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminFigure } from './admin-figure.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();

describe('AdminFigure', () => {
  it('shows a counted figure in full, grouped the Indian way', () => {
    expect(text(renderToStaticMarkup(<AdminFigure value={12345678} figure="totalMessages" estimated={[]} />))).toBe('1,23,45,678');
  });

  it('shows an estimate as "about", to three significant digits, with why on hover', () => {
    const html = renderToStaticMarkup(<AdminFigure value={50231977} figure="totalMessages" estimated={['totalMessages']} />);
    expect(text(html)).toBe('about 5,02,00,000');
    expect(html).toContain('title="Estimated from the database');
  });

  it('marks only the figures the server estimated', () => {
    expect(text(renderToStaticMarkup(<AdminFigure value={50231977} figure="pendingKyc" estimated={['totalMessages']} />))).toBe('5,02,31,977');
  });
});
