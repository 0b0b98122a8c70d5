import { CameraOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, type InputRef, Row } from 'antd';
import { type CSSProperties, type Ref, useEffect } from 'react';
import { voucherCodeMaxLength } from '../lib/voucher-code';
import { voucherMessages } from '../lib/voucher-messages';

interface CodeSearchFormProps {
  /** The code in the URL: the box follows it (a scan, a link, the list's 'Validar'). */
  code: string;
  searching: boolean;
  cameraActive: boolean;
  inputRef: Ref<InputRef>;
  onSearch: (code: string) => void;
  onScan: () => void;
}

// Big, monospaced and spaced out: a code read aloud or copied from a phone screen, character by character.
const codeStyle: CSSProperties = { fontFamily: 'monospace', fontSize: 22, letterSpacing: 2 };
// Thumb-sized targets (at least 48 px) on a phone held in one hand.
const thumbButton: CSSProperties = { minHeight: 48 };

/** The counter's first step: type the code (or open the camera) and look the voucher up. */
export function CodeSearchForm(props: CodeSearchFormProps) {
  const [form] = Form.useForm<{ code: string }>();
  const { code } = props;
  useEffect(() => form.setFieldsValue({ code }), [form, code]);
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ code }}
      onFinish={(values) => props.onSearch(values.code)}
    >
      <Form.Item
        name="code"
        label={voucherMessages.codeLabel}
        normalize={(value: string | undefined) => value?.toUpperCase()}
        rules={[{ required: true, whitespace: true, message: voucherMessages.codeRequired }]}
      >
        <Input
          ref={props.inputRef}
          size="large"
          allowClear
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={voucherCodeMaxLength}
          placeholder={voucherMessages.codePlaceholder}
          style={codeStyle}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            icon={<SearchOutlined />}
            loading={props.searching}
            style={thumbButton}
          >
            {voucherMessages.search}
          </Button>
        </Col>
        <Col span={12}>
          <Button
            size="large"
            block
            icon={<CameraOutlined />}
            disabled={props.cameraActive}
            onClick={props.onScan}
            style={thumbButton}
          >
            {voucherMessages.scan}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
