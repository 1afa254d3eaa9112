import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import { IMAGE_MAX_BYTES } from '../../../../contract/constants.ts';
import { checkImageFile } from './image-file.ts';

beforeAll(() => startTestI18n('en', ['profiles']));

describe('checkImageFile (spec §5)', () => {
  it('accepts an image up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('rejects a file that is not an image', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 1024 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file.',
    });
    expect(checkImageFile({ type: '', size: 10 })?.title).toBe('Invalid file type');
  });

  it('rejects an image over 5 MB', () => {
    expect(checkImageFile({ type: 'image/webp', size: IMAGE_MAX_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
    });
  });
});
