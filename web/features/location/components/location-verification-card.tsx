import { CircleCheck, MapPin } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { AccuracyBadge } from './accuracy-badge.tsx';
import { EnableLocationDialog } from './enable-location-dialog.tsx';
import { SwitchField } from './switch-field.tsx';

const TIP_KEYS = ['card.tip1', 'card.tip2', 'card.tip3', 'card.tip4'] as const;

interface LocationVerificationCardProps {
  user: User;
  className?: string;
}

/** Spec §2: the capture widget. Verified: city, state, PIN and accuracy. Otherwise: the prompt to capture. */
export function LocationVerificationCard({ user, className }: LocationVerificationCardProps) {
  return user.isLocationVerified ? (
    <VerifiedLocation user={user} className={className} />
  ) : (
    <LocationPrompt user={user} className={className} />
  );
}

function VerifiedLocation({ user, className }: LocationVerificationCardProps) {
  const { t } = useTranslation('location');
  const notSet = t('card.notSet');
  const rows: [string, string, ReactNode][] = [
    ['city', t('card.city'), user.city || notSet],
    ['state', t('card.state'), user.state || notSet],
    ['pin', t('card.pinCode'), user.pinCode || notSet],
    ['accuracy', t('card.accuracy'), user.locationAccuracy != null ? <AccuracyBadge accuracy={user.locationAccuracy} /> : t('card.notAvailable')],
  ];
  return (
    <Card role="region" aria-labelledby="location-verified-title" className={className}>
      <CardHeader className="flex-row flex-wrap items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-6 text-emerald-600" />
        <CardTitle id="location-verified-title">{t('card.verifiedTitle')}</CardTitle>
        <Badge variant="success">{t('card.verified')}</Badge>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {rows.map(([row, term, value]) => (
            <div key={row}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Button asChild variant="link" className="mt-3 h-auto px-0">
          <Link to="/settings">{t('card.manage')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function LocationPrompt({ user, className }: LocationVerificationCardProps) {
  const { t } = useTranslation('location');
  const [highAccuracy, setHighAccuracy] = useState(true);
  const [strict, setStrict] = useState(false);
  const [open, setOpen] = useState(false);
  const isTeacher = user.userType === 'teacher';
  return (
    <Card role="region" aria-labelledby="location-prompt-title" className={cn('border-amber-200', className)}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <MapPin aria-hidden="true" className="size-5" />
          </span>
          <CardTitle id="location-prompt-title">{t('card.promptTitle')}</CardTitle>
        </div>
        <CardDescription>{isTeacher ? t('card.promptTeacher') : t('card.promptStudent')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 rounded-lg border border-slate-200 p-4">
          <SwitchField
            id="location-high-accuracy"
            label={t('card.highAccuracy')}
            hint={t('card.highAccuracyHint')}
            checked={highAccuracy}
            onCheckedChange={setHighAccuracy}
          />
          <SwitchField
            id="location-strict-mode"
            label={t('card.strict')}
            hint={t('card.strictHint')}
            checked={strict}
            onCheckedChange={setStrict}
          />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('card.tipsTitle')}</h3>
          <ul className="mt-2 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
            {TIP_KEYS.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-500" />
                {t(tip)}
              </li>
            ))}
          </ul>
        </div>
        <Button size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={() => setOpen(true)}>
          <MapPin aria-hidden="true" />
          {t('card.verifyButton')}
        </Button>
      </CardContent>
      <EnableLocationDialog
        open={open}
        onOpenChange={setOpen}
        viewerType={isTeacher ? 'teacher' : 'student'}
        highAccuracy={highAccuracy}
        strict={strict}
        onHighAccuracyChange={setHighAccuracy}
      />
    </Card>
  );
}
