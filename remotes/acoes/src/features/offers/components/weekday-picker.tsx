import { WEEKDAY_LABELS, WEEKDAYS } from '@fidelidade/contract/enums';
import { Checkbox } from 'antd';

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
        options={WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }))}
      />
    </fieldset>
  );
}
