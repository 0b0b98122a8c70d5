import { Checkbox } from 'antd';
import { weekdays } from '../lib/offer-constants';

interface WeekdayPickerProps {
  id?: string;
  value?: number[];
  onChange?: (days: number[]) => void;
}

/** Monday (1) to Sunday (7); each day is a labelled checkbox. */
export function WeekdayPicker(props: WeekdayPickerProps) {
  return (
    <fieldset id={props.id} aria-label="Dias da semana" style={{ border: 0, margin: 0, padding: 0 }}>
      <Checkbox.Group
        value={props.value ?? []}
        onChange={(days) => props.onChange?.(days.map(Number))}
        options={weekdays.map(({ value, label }) => ({ value, label }))}
      />
    </fieldset>
  );
}
