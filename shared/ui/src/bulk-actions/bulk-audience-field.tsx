import { Alert, Form, Select } from 'antd';
import { selectSearch } from '../select-search';
import { useBulkAudienceOptions } from './bulk-actions-api';
import { BULK_MESSAGES as M } from './bulk-values';

/**
 * 'Adicionar a um público': which of the user's audiences. The customers join its list; a static
 * list (no rules) is created in Ações → Públicos.
 */
export function BulkAudienceField() {
  const options = useBulkAudienceOptions();
  const none = options.isSuccess && options.data.length === 0;
  return (
    <>
      <Form.Item
        name="audience_id"
        label="Público"
        rules={[{ required: true, message: M.audience }]}
        extra="Os clientes entram na lista do público: passam a fazer parte dele mesmo que não atendam às suas regras."
      >
        <Select
          loading={options.isPending}
          placeholder="Escolha o público"
          showSearch={selectSearch}
          options={(options.data ?? []).map((audience) => ({ value: audience.id, label: audience.name }))}
        />
      </Form.Item>
      {none ? (
        <Alert
          type="info"
          showIcon
          title="Nenhum público salvo. Crie um na aba Públicos."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {options.isError ? (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar os públicos."
          style={{ marginBottom: 16 }}
        />
      ) : null}
    </>
  );
}
