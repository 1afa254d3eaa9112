import { Camera, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '../../../../contract/uploads.ts';
import type { User } from '../../../../contract/users.ts';
import { toast } from '../../../lib/toast.ts';
import { cn, initials } from '../../../lib/utils.ts';
import { useUploadProfilePhoto } from '../api/upload-profile-photo.ts';
import { checkImageFile } from '../lib/image-file.ts';

const sizes = {
  md: { box: 'size-16', text: 'text-lg', badge: 'size-7 [&_svg]:size-3.5' },
  lg: { box: 'size-24', text: 'text-2xl', badge: 'size-8 [&_svg]:size-4' },
} as const;

interface ProfilePhotoProps {
  user: Pick<User, 'firstName' | 'lastName' | 'profileImage'>;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * Spec §2 profile photo widget: the photo or up to two initials. The avatar with its camera badge is one
 * button ('Change profile photo') that opens an image picker; the upload shows a spinner over the avatar.
 */
export function ProfilePhoto({ user, size = 'lg', className }: ProfilePhotoProps) {
  const { t } = useTranslation('profiles');
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePhoto();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const uploading = upload.isPending;
  const dims = sizes[size];
  const src = user.profileImage && failedSrc !== user.profileImage ? user.profileImage : null;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again fires change again
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    upload.mutate(file);
  };

  return (
    <div className={cn('relative shrink-0', dims.box, className)}>
      {/* Named by the initials it shows, then "Change profile photo" (WCAG 2.5.3: the name contains the visible text). */}
      <button
        type="button"
        aria-busy={uploading || undefined}
        disabled={uploading}
        onClick={() => inputRef.current?.click()}
        className="group relative block size-full cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-progress"
      >
        {src ? (
          <img
            src={src}
            alt=""
            onError={() => setFailedSrc(src)}
            className="size-full rounded-full bg-slate-100 object-cover ring-2 ring-white"
          />
        ) : (
          <span
            className={cn(
              'flex size-full items-center justify-center rounded-full bg-indigo-600 font-bold text-white ring-2 ring-white',
              dims.text,
            )}
          >
            {initials(user.firstName, user.lastName) || '?'}
          </span>
        )}
        <span className="sr-only">{t('photo.change')}</span>
        <span className="absolute inset-0 rounded-full bg-slate-900/0 transition-colors group-hover:bg-slate-900/15" />
        <span
          className={cn(
            'absolute -right-0.5 -bottom-0.5 flex items-center justify-center rounded-full border-2 border-white bg-indigo-600 text-white shadow-sm group-hover:bg-indigo-700',
            dims.badge,
          )}
        >
          <Camera aria-hidden="true" />
        </span>
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/55">
            <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-white" />
          </span>
        ) : null}
      </button>
      <input ref={inputRef} type="file" name="profileImage" accept={IMAGE_ACCEPT} hidden onChange={onFileChosen} />
      <span role="status" className="sr-only">
        {uploading ? t('photo.uploading') : ''}
      </span>
    </div>
  );
}
