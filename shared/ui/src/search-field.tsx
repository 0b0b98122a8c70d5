import { SearchOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { CSSProperties } from 'react';

interface SearchFieldProps {
  id: string;
  /** useTable's `searchProps`: the box's text, committed to the URL once typing pauses. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Added to the box's 280 px width. */
  style?: CSSProperties;
}

/** A list's 'Buscar' box (docs/product.md §9: the search commits 500 ms after typing stops). */
export function SearchField(props: SearchFieldProps) {
  return (
    <Form.Item label="Buscar" htmlFor={props.id}>
      <Input
        id={props.id}
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        style={{ width: 280, ...props.style }}
      />
    </Form.Item>
  );
}
