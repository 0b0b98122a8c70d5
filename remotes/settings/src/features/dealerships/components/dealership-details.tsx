import type { Dealership } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { Badge, Descriptions } from 'antd';
import type { EntityDetailsProps } from '../../../lib/management/types';
import { maskCep, maskCnpj } from '../../../lib/masks';

const orDash = (value: string | null | undefined) => value || '—';

export function DealershipDetails(props: EntityDetailsProps<Dealership>) {
  const { item } = props;
  const location = item.location;
  const place = location
    ? `${location.city} - ${location.state}${location.country ? ` (${location.country})` : ''}`
    : '—';
  return (
    <>
      <Descriptions column={1} bordered size="small" title="Dados da concessionária">
        <Descriptions.Item label="Nome">{item.name}</Descriptions.Item>
        <Descriptions.Item label="CNPJ">{maskCnpj(item.cnpj) || item.cnpj}</Descriptions.Item>
        <Descriptions.Item label="Ref. Externa">{orDash(item.external_name_ref)}</Descriptions.Item>
        <Descriptions.Item label="Cidade">{place}</Descriptions.Item>
        {/* Dealerships carry no status: the badge is static (docs/product.md §4). */}
        <Descriptions.Item label="Status">
          <Badge status="success" text="Ativo" />
        </Descriptions.Item>
        <Descriptions.Item label="Criado em">{formatDateTime(item.created_at)}</Descriptions.Item>
        <Descriptions.Item label="Atualizado em">{formatDateTime(item.updated_at)}</Descriptions.Item>
        <Descriptions.Item label="ID">{item.id}</Descriptions.Item>
      </Descriptions>
      {location && (
        <Descriptions column={2} bordered size="small" title="Localização" style={{ marginTop: 16 }}>
          <Descriptions.Item label="Endereço" span={2}>
            {location.address}
          </Descriptions.Item>
          <Descriptions.Item label="Cidade">{location.city}</Descriptions.Item>
          <Descriptions.Item label="Estado">{location.state}</Descriptions.Item>
          <Descriptions.Item label="País">{orDash(location.country)}</Descriptions.Item>
          <Descriptions.Item label="CEP">
            {orDash(maskCep(location.postal_code ?? location.zip_code))}
          </Descriptions.Item>
        </Descriptions>
      )}
    </>
  );
}
