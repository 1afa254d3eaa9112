import { IMAGE_MAX_BYTES } from '../../../../contract/constants.ts';

export interface FileProblem {
  title: string;
  description: string;
}

/** Spec §5: a profile photo must be an image of at most 5 MB; null when the file is fine. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: 'Please select an image file.' };
  if (file.size > IMAGE_MAX_BYTES) return { title: 'File too large', description: 'Please select an image smaller than 5MB.' };
  return null;
}
