import type { ReactNode } from 'react';

/** The outcome of following an emailed link (verified, unsubscribed, or a bad link): a status or an alert with its icon. */
export function ResultNotice({ tone, icon, children }: { tone: 'ok' | 'bad'; icon: ReactNode; children: ReactNode }) {
  const colours = tone === 'ok' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800';
  return (
    <p role={tone === 'ok' ? 'status' : 'alert'} className={`flex items-start gap-3 rounded-lg px-4 py-3 text-left text-sm font-medium ${colours}`}>
      {icon}
      <span>{children}</span>
    </p>
  );
}
