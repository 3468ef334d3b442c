import { POLAR_LIGHTS, type PolarLight } from '@core/contract/enums';
import type { ExploreParams } from '@core/site/explore-address';
import { NativeSelect } from '@/components/ui/native-select';
import { useHydrated } from '@/lib/use-hydrated';

const ANY = 'any';

export const POLAR_LIGHT_LABELS: Record<PolarLight, string> = {
  'midnight-sun': 'Midnight sun',
  'polar-night': 'Polar night',
};

const dayWords = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The reader's date, YYYY-MM-DD, on their own clock. */
function readersToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Explore's polar light choice: islands with midnight sun or polar night some time in the year,
 * or today. "Today" is the reader's date, known only once the page runs in their browser: the
 * server's render offers the year's choices and names a chosen date as a date.
 */
export function PolarLightSelect({
  params,
  onChange,
}: {
  params: Pick<ExploreParams, 'light' | 'lightOn'>;
  onChange: (next: Pick<ExploreParams, 'light' | 'lightOn'>) => void;
}) {
  const today = useHydrated() ? readersToday() : undefined;
  const { light, lightOn } = params;
  const value = light ? (lightOn ? `${light}:${lightOn}` : light) : ANY;
  const options = [
    { value: ANY, label: 'Any' },
    ...POLAR_LIGHTS.map((kind) => ({ value: kind, label: `${POLAR_LIGHT_LABELS[kind]}, some time of year` })),
    ...(today
      ? POLAR_LIGHTS.map((kind) => ({ value: `${kind}:${today}`, label: `${POLAR_LIGHT_LABELS[kind]} today` }))
      : []),
    ...(light && lightOn && lightOn !== today
      ? [{ value, label: `${POLAR_LIGHT_LABELS[light]} on ${dayWords.format(new Date(`${lightOn}T12:00:00Z`))}` }]
      : []),
  ];
  return (
    <div className="field">
      <label htmlFor="explore-light" className="field__label">
        Polar light
      </label>
      <NativeSelect
        id="explore-light"
        value={value}
        options={options}
        onValueChange={(chosen) => {
          if (chosen === ANY) return onChange({ light: undefined, lightOn: undefined });
          const [kind, on] = chosen.split(':') as [PolarLight, string | undefined];
          onChange({ light: kind, lightOn: on });
        }}
      />
    </div>
  );
}
