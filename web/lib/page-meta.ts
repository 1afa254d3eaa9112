import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page's meta description and canonical URL, for a page that has them (a public tutor profile). The server sends
 * them with the page; on a client-side navigation this keeps them true to what is shown. When the page goes, the
 * site's own description is back and the canonical link is dropped (no other screen has one).
 */
export function usePageMeta({ description, canonicalPath }: { description?: string | undefined; canonicalPath?: string | undefined }): void {
  const { t } = useTranslation();
  const siteDescription = t('documentTitle.description');

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = Object.assign(document.createElement('meta'), { name: 'description' });
      document.head.append(meta);
    }
    meta.content = description;
    return () => {
      meta.content = siteDescription;
    };
  }, [description, siteDescription]);

  useEffect(() => {
    if (canonicalPath === undefined) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = Object.assign(document.createElement('link'), { rel: 'canonical' });
      document.head.append(link);
    }
    link.href = new URL(canonicalPath, window.location.origin).href;
    return () => link.remove();
  }, [canonicalPath]);
}
