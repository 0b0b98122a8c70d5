import { formatPtBrNumber, type NumberFormat, parsePtBrNumber } from '@fidelidade/contract/pt-br-number';
import { Form, type FormItemProps, Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { type FocusEvent, useState } from 'react';

/**
 * What a number field holds in a form: the number read, null when blank, or the text as typed
 * while it cannot be read (so the field's rule can say why, and nothing is rewritten silently).
 */
export type NumberFieldValue = number | string | null | undefined;

/** The number to send; only call it after the form validated (an unread text gives null). */
export const numberOf = (value: NumberFieldValue): number | null =>
  typeof value === 'number' ? value : null;

function textOf(value: NumberFieldValue, format: NumberFormat): string {
  if (typeof value === 'number') return formatPtBrNumber(value, format);
  return value ?? '';
}

function read(text: string, format: NumberFormat): NumberFieldValue {
  const parsed = parsePtBrNumber(text, format);
  return parsed.ok ? parsed.value : text;
}

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  format: NumberFormat;
  value?: NumberFieldValue;
  onChange?: (value: NumberFieldValue) => void;
}

/**
 * A text box for numbers as a Brazilian types them ('1.234,56', '15,5', a pasted 'R$ 89,90'). It
 * keeps the keystrokes while editing and shows the value in pt-BR once the field is left (docs/product.md §5.6); a value
 * set from outside (an edit form, a reset) is shown in pt-BR too. Money shows 'R$', percent '%'.
 */
export function NumberInput({ format, value, onChange, onBlur, ...inputProps }: NumberInputProps) {
  const [text, setText] = useState(() => textOf(value, format));
  const [seen, setSeen] = useState<NumberFieldValue>(value);
  if (!Object.is(value, seen)) {
    // A value that did not come from this box (React's way to follow a changed prop).
    setSeen(value);
    if (!Object.is(read(text, format), value ?? null)) setText(textOf(value, format));
  }
  const change = (next: string) => {
    setText(next);
    const number = read(next, format);
    setSeen(number);
    onChange?.(number);
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const number = read(text, format);
    if (typeof number === 'number') setText(formatPtBrNumber(number, format));
    onBlur?.(event);
  };
  return (
    <Input
      {...inputProps}
      value={text}
      inputMode={format.kind === 'integer' ? 'numeric' : 'decimal'}
      prefix={format.kind === 'money' ? 'R$' : inputProps.prefix}
      suffix={format.kind === 'percent' ? '%' : inputProps.suffix}
      onChange={(event) => change(event.target.value)}
      onBlur={leave}
    />
  );
}

/** The rule every number field carries first: text that cannot be read says why (on leaving it). */
export function readableNumberRule(format: NumberFormat): Rule {
  return {
    validateTrigger: 'onBlur',
    validator(_rule, value: NumberFieldValue) {
      if (typeof value !== 'string') return Promise.resolve();
      const parsed = parsePtBrNumber(value, format);
      return parsed.ok ? Promise.resolve() : Promise.reject(new Error(parsed.message));
    },
  };
}

export interface NumberRangeRule {
  message: string;
  required?: boolean;
  /** What a blank required field says, when it is not the range's message. */
  requiredMessage?: string;
  min?: number;
  max?: number;
  /** Strict lower bound: a price must be above 0. */
  above?: number;
}

/** A field's own range, with its own message; blank passes unless required. */
export function numberRangeRule(range: NumberRangeRule): Rule {
  const { message, required, requiredMessage, min, max, above } = range;
  return {
    validator(_rule, value: NumberFieldValue) {
      if (typeof value === 'string') return Promise.resolve();
      if (value === null || value === undefined) {
        return required ? Promise.reject(new Error(requiredMessage ?? message)) : Promise.resolve();
      }
      const outside =
        (min !== undefined && value < min) ||
        (max !== undefined && value > max) ||
        (above !== undefined && value <= above);
      return outside ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

export interface NumberFieldProps extends Omit<FormItemProps, 'children' | 'rules'> {
  format: NumberFormat;
  range?: NumberRangeRule;
  inputProps?: Omit<NumberInputProps, 'format'>;
}

/** A form item holding a NumberInput, its readability rule first and its range after. */
export function NumberField({ format, range, inputProps, ...itemProps }: NumberFieldProps) {
  const rules = range ? [readableNumberRule(format), numberRangeRule(range)] : [readableNumberRule(format)];
  return (
    <Form.Item {...itemProps} validateFirst validateTrigger={['onChange', 'onBlur']} rules={rules}>
      <NumberInput format={format} {...inputProps} />
    </Form.Item>
  );
}
