import { describe, expect, it } from 'vitest';
import { withoutAnimations } from './home-preview.tsx';

describe('withoutAnimations (the static copy of the home stands still)', () => {
  it('drops the spin and pulse animation classes, and nothing else', () => {
    const html =
      '<svg class="lucide lucide-loader-circle animate-spin text-indigo-600"></svg>' +
      '<span class="size-2 rounded-full motion-safe:animate-pulse"></span><p class="animate-spinner-label">x</p>';
    expect(withoutAnimations(html)).toBe(
      '<svg class="lucide lucide-loader-circle  text-indigo-600"></svg><span class="size-2 rounded-full "></span><p class="animate-spinner-label">x</p>',
    );
  });
});
