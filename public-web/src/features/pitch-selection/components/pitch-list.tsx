import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityPitch, PublicPitch } from '@/lib/api-types';
import { pinState } from '@/features/pitch-selection/components/site-plan';

interface PitchListProps {
  /** The pitches of the chosen category, in map order. */
  pitches: AvailabilityPitch[];
  details: Map<string, PublicPitch>;
  selectedId: string | null;
  onSelect: (pitch: AvailabilityPitch) => void;
}

/**
 * The list alternative to the map: one radio button per pitch of the chosen category, with its
 * state and facts. Pitches that cannot be chosen are listed (so the guest sees why) but disabled.
 */
export function PitchList({ pitches, details, selectedId, onSelect }: PitchListProps) {
  const { t } = useTranslation('pitch-selection');
  const name = useId();
  return (
    <fieldset className="pitch-list">
      <legend className="visually-hidden">{t('list.legend')}</legend>
      <ul>
        {pitches.map((pitch) => {
          const state = pinState(pitch, selectedId);
          const info = details.get(pitch.id);
          const facts = [
            info?.sizeM2 ? t('details.sizeValue', { size: info.sizeM2 }) : null,
            pitch.hasElectricity ? t('details.electricityYes') : t('details.electricityNo'),
            info?.maxVehicleLengthM
              ? t('details.vehicleValue', { length: info.maxVehicleLengthM })
              : null,
          ].filter(Boolean);
          return (
            <li key={pitch.id}>
              <label className={`pitch-list__item pitch-list__item--${state}`}>
                <input
                  type="radio"
                  name={name}
                  value={pitch.id}
                  checked={pitch.id === selectedId}
                  disabled={pitch.state !== 'available'}
                  onChange={() => onSelect(pitch)}
                />
                <span className={`pin pin--legend pin--${state}`} aria-hidden="true" />
                <span className="pitch-list__body">
                  <strong>{t('details.title', { code: pitch.code })}</strong>
                  <span className="pitch-list__state">{t(`states.${state}`)}</span>
                  <span className="muted">{facts.join(' · ')}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
