import { Col, Input, Row } from 'antd';
import type { FilterBarProps } from './types';

/** A list's text filters side by side (one per column on a phone), each labelled by its placeholder. */
export function TextFilters<K extends string>(
  props: FilterBarProps<K> & { fields: ReadonlyArray<{ key: K; label: string }> },
) {
  return (
    <Row gutter={12}>
      {props.fields.map((field) => (
        <Col xs={24} md={8} key={field.key}>
          <Input
            aria-label={field.label}
            placeholder={field.label}
            allowClear
            value={props.values[field.key]}
            onChange={(event) => props.onChange(field.key, event.target.value)}
          />
        </Col>
      ))}
    </Row>
  );
}
