import { useLingui } from '@lingui/react/macro';
import { abbreviateNumber } from '../../../../common/numbers';
import { Select } from '../../../ui/Select';

const ANY = 'any';
// Steps people actually compare used cars by.
const STEPS = [10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000];

/** A ceiling on the mileage; a value from a shared link that is not a step is offered as well. */
export function MileageFilter({ value, onChange }: { value: number | undefined; onChange: (maxMiles: number | undefined) => void }) {
  const { t } = useLingui();
  const steps = value === undefined || STEPS.includes(value) ? STEPS : [...STEPS, value].sort((a, b) => a - b);
  const options = [
    { value: ANY, label: t`Cualquier millaje` },
    ...steps.map((miles) => {
      const amount = abbreviateNumber(miles);
      return { value: String(miles), label: t`Hasta ${amount} mi` };
    }),
  ];
  return (
    <Select
      label={t`Millaje máximo`}
      hideLabel
      options={options}
      value={value === undefined ? ANY : String(value)}
      onValueChange={(next) => onChange(next === ANY ? undefined : Number(next))}
    />
  );
}
