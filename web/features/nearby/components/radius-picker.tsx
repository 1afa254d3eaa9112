import { useTranslation } from 'react-i18next';
import { NEARBY_RADII_KM } from '../../../../contract/constants.ts';
import { Button } from '../../../components/ui/button.tsx';

interface RadiusPickerProps {
  value: number;
  onChange: (radiusKm: number) => void;
}

/** The search radius choices (spec §9); the chosen one is pressed. */
export function RadiusPicker({ value, onChange }: RadiusPickerProps) {
  const { t } = useTranslation('nearby');
  return (
    <div role="group" aria-label={t('radius.label')} className="flex flex-wrap gap-2">
      {NEARBY_RADII_KM.map((radius) => (
        <Button
          key={radius}
          size="sm"
          variant={radius === value ? 'default' : 'outline'}
          aria-pressed={radius === value}
          onClick={() => onChange(radius)}
          className="min-w-16"
        >
          {t('radius.option', { radius })}
        </Button>
      ))}
    </div>
  );
}
