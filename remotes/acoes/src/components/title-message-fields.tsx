import { Form, Input } from 'antd';

/** The required messages of the two fields (a blank field counts as empty). */
export interface TitleMessageRules {
  title: string;
  message: string;
}

/** A push's 'Título' (200 characters) and 'Mensagem' (2000) form fields, both required. */
export function TitleMessageFields(props: { messages: TitleMessageRules; rows: number }) {
  return (
    <>
      <Form.Item
        name="title"
        label="Título"
        rules={[{ required: true, whitespace: true, message: props.messages.title }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="message"
        label="Mensagem"
        rules={[{ required: true, whitespace: true, message: props.messages.message }]}
      >
        <Input.TextArea rows={props.rows} maxLength={2000} />
      </Form.Item>
    </>
  );
}
