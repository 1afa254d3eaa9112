import { IMAGE_MAX_BYTES } from '../../../../contract/constants.ts';
import { i18n } from '../../../i18n/index.ts';

export interface FileProblem {
  title: string;
  description: string;
}

/**
 * Spec §5: a profile photo must be an image of at most 5 MB; null when the file is fine. Texts from the `profiles`
 * catalogue: a screen using this outside the profiles feature loads it too (useTranslation([..., 'profiles'])).
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!file.type.startsWith('image/')) return { title: i18n.t('profiles:photo.invalidType'), description: i18n.t('profiles:photo.selectImage') };
  if (file.size > IMAGE_MAX_BYTES) return { title: i18n.t('profiles:photo.tooLarge'), description: i18n.t('profiles:photo.selectSmaller') };
  return null;
}
