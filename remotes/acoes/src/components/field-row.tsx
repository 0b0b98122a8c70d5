import { Col, Row } from 'antd';
import { Children, isValidElement, type ReactNode } from 'react';

/**
 * Form fields side by side from antd's md breakpoint, `perRow` to a line, and one under the other
 * on a phone: each field gets its own column, so a section lists its fields and not the grid.
 */
export function FieldRow(props: { perRow: 2 | 3; children: ReactNode }) {
  const span = 24 / props.perRow;
  return (
    <Row gutter={16}>
      {Children.toArray(props.children)
        .filter(isValidElement)
        .map((field) => (
          <Col key={field.key} xs={24} md={span}>
            {field}
          </Col>
        ))}
    </Row>
  );
}
