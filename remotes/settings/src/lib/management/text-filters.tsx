import type { FilterValues, KeyOf } from '@fidelidade/ui/use-client-table';
import { Col, Input, Row } from 'antd';
import type { ManagementFiltersProps } from './types';

/** A list's text filters side by side (one per column on a phone), each labelled by its placeholder. */
export function TextFilters<Fs extends FilterValues>(
  props: ManagementFiltersProps<Fs> & { fields: ReadonlyArray<{ key: KeyOf<Fs>; label: string }> },
) {
  const { filters, setFilter } = props.table;
  return (
    <Row gutter={12}>
      {props.fields.map((field) => (
        <Col xs={24} md={8} key={field.key}>
          <Input
            aria-label={field.label}
            placeholder={field.label}
            allowClear
            value={filters[field.key]}
            onChange={(event) => setFilter(field.key, event.target.value)}
          />
        </Col>
      ))}
    </Row>
  );
}
