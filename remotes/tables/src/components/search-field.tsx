import { SearchOutlined } from '@ant-design/icons';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { Form, Input } from 'antd';

interface SearchFieldProps {
  id: string;
  /** The search committed in the URL. */
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
}

/** Search box that commits to the URL 500 ms after typing stops (docs/product.md §9). */
export function SearchField(props: SearchFieldProps) {
  const [text, setText] = useDebouncedSearch(props.value, props.onSearch);
  return (
    <Form.Item label="Buscar" htmlFor={props.id}>
      <Input
        id={props.id}
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ width: 280 }}
      />
    </Form.Item>
  );
}
