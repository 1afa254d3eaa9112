import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n/index.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages.ts';
import { cn } from '../../lib/utils.ts';

interface LanguageSwitchProps {
  className?: string;
  /** After the switch (signed in: saves the choice with the account). */
  onChange?: (language: Language) => void;
}

/**
 * English / हिन्दी for the signed-out pages: a native select (keyboard, screen readers and phones handle it well),
 * each language named in its own script. The choice is remembered on this browser.
 */
export function LanguageSwitch({ className, onChange }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  return (
    <div className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-slate-600" />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next) || next === currentLanguage()) return;
          void changeLanguage(next).then(() => onChange?.(next));
        }}
        className="h-10 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-0 pr-3 pl-8 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
