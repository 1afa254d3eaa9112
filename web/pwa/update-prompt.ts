import { i18n } from '../i18n/index.ts';

const PROMPT_ID = 'update-prompt';

/**
 * "A new version of Tutorhood is available. [Reload] [Later]": a small notice of its own (plain DOM, no React root),
 * so it shows on any page, signed in or out, and costs nothing until a new version is waiting. Offered only online:
 * offline it hides until the connection is back.
 */
export async function showUpdatePrompt(reload: () => void): Promise<void> {
  if (document.getElementById(PROMPT_ID)) return;
  await i18n.loadNamespaces('pwa').catch(() => undefined);
  const t = i18n.getFixedT(null, 'pwa');

  const box = document.createElement('div');
  box.id = PROMPT_ID;
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  box.className =
    'fixed inset-x-4 bottom-20 z-[60] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-lg sm:bottom-4';

  const text = document.createElement('p');
  text.className = 'min-w-40 flex-1 font-medium';
  text.textContent = t('update.available');

  const later = document.createElement('button');
  later.type = 'button';
  later.className =
    'rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
  later.textContent = t('update.later');
  later.addEventListener('click', () => box.remove());

  const action = document.createElement('button');
  action.type = 'button';
  action.className =
    'rounded-lg bg-indigo-600 px-3 py-2 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
  action.textContent = t('update.reload');
  action.addEventListener('click', () => {
    action.disabled = true;
    reload();
  });

  box.append(text, later, action);
  const followConnection = () => {
    if (!box.isConnected) return stopFollowing();
    box.hidden = !navigator.onLine;
  };
  const stopFollowing = () => {
    window.removeEventListener('online', followConnection);
    window.removeEventListener('offline', followConnection);
  };
  window.addEventListener('online', followConnection);
  window.addEventListener('offline', followConnection);
  document.body.append(box);
  followConnection();
}
