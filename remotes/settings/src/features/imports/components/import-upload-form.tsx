import { UploadOutlined } from '@ant-design/icons';
import type { ImportRun } from '@fidelidade/contract';
import type { ImportKind } from '@fidelidade/contract/enums';
import { getErrorMessage } from '@fidelidade/session';
import { App, Button, Form, Radio, Typography, Upload, type UploadFile } from 'antd';
import { useUploadImport } from '../api/imports';
import { IMPORT_MESSAGES, KIND_HINTS, kindOptions, MAX_IMPORT_BYTES } from '../lib/import-fields';
import { ImportOfferField } from './import-offer-field';

interface UploadValues {
  kind: ImportKind;
  /** voucher_codes: the offer whose pool the codes join. */
  offer_id?: number;
  files: UploadFile[];
}

const fileRules = [
  {
    validator: (_: unknown, files: UploadFile[] | undefined) => {
      const file = files?.[0]?.originFileObj;
      if (!file) return Promise.reject(new Error(IMPORT_MESSAGES.noFile));
      if (!/\.(csv|txt)$/i.test(file.name)) return Promise.reject(new Error(IMPORT_MESSAGES.notCsv));
      if (file.size > MAX_IMPORT_BYTES) return Promise.reject(new Error(IMPORT_MESSAGES.tooLarge));
      return Promise.resolve();
    },
  },
];

/** Step 1: what the file holds (for voucher codes, their offer) and the file (UTF-8 or Windows-1252, ';' or ','). */
export function ImportUploadForm(props: { onUploaded: (run: ImportRun) => void }) {
  const [form] = Form.useForm<UploadValues>();
  const { message } = App.useApp();
  const upload = useUploadImport();
  const kind = Form.useWatch('kind', form) ?? 'customers';
  const onFinish = (values: UploadValues) => {
    const file = values.files[0]?.originFileObj;
    if (!file) return;
    upload.mutate(
      { kind: values.kind, file, offerId: values.offer_id },
      {
        onSuccess: props.onUploaded,
        onError: async (error) =>
          void message.error(
            await getErrorMessage(error, 'Não foi possível ler o arquivo. Tente novamente.'),
          ),
      },
    );
  };
  return (
    <Form<UploadValues>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'customers', files: [] }}
      onFinish={onFinish}
    >
      <Form.Item
        name="kind"
        label="O arquivo contém"
        rules={[{ required: true, message: IMPORT_MESSAGES.kind }]}
      >
        <Radio.Group optionType="button" options={kindOptions} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{KIND_HINTS[kind]}</Typography.Paragraph>
      {kind === 'voucher_codes' ? <ImportOfferField /> : null}
      <Form.Item
        name="files"
        label="Arquivo CSV"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={fileRules}
        extra="Até 20 MB (cerca de 100 mil linhas). Separador ponto e vírgula ou vírgula; UTF-8 ou Windows-1252, como o Excel salva."
        required
      >
        <Upload accept=".csv,text/csv" beforeUpload={() => false} maxCount={1}>
          <Button icon={<UploadOutlined aria-hidden />}>Escolher arquivo</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={upload.isPending}>
        Enviar e conferir colunas
      </Button>
    </Form>
  );
}
