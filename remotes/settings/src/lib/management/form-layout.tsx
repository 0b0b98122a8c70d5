import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';

/** A management form's fields with its live preview beside them (below them on a phone). */
export function FormWithPreview(props: { children: ReactNode; preview: ReactNode }) {
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        {props.children}
      </Col>
      <Col xs={24} lg={10}>
        {props.preview}
      </Col>
    </Row>
  );
}

/** A text field that must be filled with more than blanks (docs/product.md §5.3). */
export function RequiredTextItem(props: { name: string; label: string; message: string; maxLength: number }) {
  return (
    <Form.Item
      name={props.name}
      label={props.label}
      rules={[{ required: true, whitespace: true, message: props.message }]}
    >
      <Input maxLength={props.maxLength} />
    </Form.Item>
  );
}
