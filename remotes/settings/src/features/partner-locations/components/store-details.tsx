import type { PartnerLocation } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { Badge, Col, Descriptions, Image, Row, Statistic, Tag } from 'antd';
import type { EntityDetailsProps } from '../../../lib/management/types';
import { maskCep } from '../../../lib/masks';
import { categoryLabel } from '../../../lib/partner-categories';

const orDash = (value: string | null | undefined) => value || '—';

export function StoreDetails(props: EntityDetailsProps<PartnerLocation>) {
  const { item } = props;
  const { location, partner } = item;
  return (
    <>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Nome da Loja">{item.store_name}</Descriptions.Item>
        <Descriptions.Item label="Parceiro">
          {partner?.brand_name} <Tag>{categoryLabel(partner?.category)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Localização">
          {[location?.city, location?.state, location?.country].filter(Boolean).join(' - ')}
        </Descriptions.Item>
        <Descriptions.Item label="Logo">
          {item.logo ? <Image src={item.logo} alt={`Logo de ${item.store_name}`} width={96} /> : 'Sem logo'}
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <Badge status="success" text="Ativo" />
        </Descriptions.Item>
        <Descriptions.Item label="Criado em">{formatDateTime(item.created_at)}</Descriptions.Item>
        <Descriptions.Item label="Atualizado em">{formatDateTime(item.updated_at)}</Descriptions.Item>
        <Descriptions.Item label="ID">{item.id}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16} style={{ margin: '16px 0' }}>
        <Col span={12}>
          <Statistic title="Ofertas" value={0} />
        </Col>
        <Col span={12}>
          <Statistic title="Check-ins" value={0} />
        </Col>
      </Row>
      <Descriptions column={2} bordered size="small" title="Localização detalhada">
        <Descriptions.Item label="Endereço" span={2}>
          {orDash(location?.address)}
        </Descriptions.Item>
        <Descriptions.Item label="Cidade">{orDash(location?.city)}</Descriptions.Item>
        <Descriptions.Item label="Estado">{orDash(location?.state)}</Descriptions.Item>
        <Descriptions.Item label="País">{orDash(location?.country)}</Descriptions.Item>
        <Descriptions.Item label="CEP">{orDash(maskCep(location?.postal_code))}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
