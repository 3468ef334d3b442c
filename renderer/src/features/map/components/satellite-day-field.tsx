import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { MODIS_TERRA_DAILY } from '@core/satellite/gibs';
import { dailyDay, lastDailyDay } from '@/features/map/gibs-map';
import { Field } from '@/components/ui/field';
import { IMAGERY_TEXT } from '../imagery-text';

interface SatelliteDayFieldProps {
  day: string | undefined;
  /** Why no picture shows, if none does (useMapImagery's notice). */
  notice: string | undefined;
  onDay: (day: string | undefined) => void;
}

/**
 * Under a map in its Satellite view: a day of daily MODIS imagery, or none for the cloud-free
 * composite, and which picture shows. A day that is not a real one in range changes nothing.
 */
export function SatelliteDayField({ day, notice, onDay }: SatelliteDayFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(day ?? '');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const first = MODIS_TERRA_DAILY.firstDay;
  const last = lastDailyDay(new Date());

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, validity } = event.currentTarget;
    setDraft(value);
    // An empty value with badInput is a day half typed, not a cleared field.
    if (value === '' && !validity.badInput) {
      setError(undefined);
      onDay(undefined);
      return;
    }
    const next = dailyDay(value, new Date());
    setError(next ? undefined : IMAGERY_TEXT.dayOutOfRange(first, last));
    if (next) onDay(next);
  };

  return (
    <div className="map-satellite-day" data-testid="satellite-day">
      <Field
        id={id}
        label={IMAGERY_TEXT.dayLabel}
        hint={day ? IMAGERY_TEXT.dailyNote(day) : IMAGERY_TEXT.compositeNote}
        error={error}
      >
        {(control) => (
          <div className="map-satellite-day__row">
            <input
              {...control}
              ref={input}
              type="date"
              className="input map-satellite-day__input"
              min={first}
              max={last}
              value={draft}
              onChange={change}
            />
            {day ? (
              <button
                type="button"
                className="map-satellite-day__composite"
                onClick={() => {
                  setDraft('');
                  setError(undefined);
                  onDay(undefined);
                  // The button goes with the day: focus stays in the field rather than falling to the page.
                  input.current?.focus();
                }}
              >
                {IMAGERY_TEXT.showComposite}
              </button>
            ) : null}
          </div>
        )}
      </Field>
      <p className="map-satellite-day__status" role="status">
        {notice ?? ''}
      </p>
    </div>
  );
}
