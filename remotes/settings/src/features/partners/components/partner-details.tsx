import type { Partner } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { Badge, Col, Descriptions, Row, Statistic, Tag } from 'antd';
import type { EntityDetailsProps } from '../../../lib/management/types';
import { categoryLabel } from '../../../lib/partner-categories';

export function PartnerDetails(props: EntityDetailsProps<Partner>) {
  const { item } = props;
  return (
    <>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Nome da Marca">{item.brand_name}</Descriptions.Item>
        <Descriptions.Item label="Categoria">
          <Tag>{categoryLabel(item.category)}</Tag>
        </Descriptions.Item>
        {/* Partners carry no status: the badge is static (docs/product.md §4). */}
        <Descriptions.Item label="Status">
          <Badge status="success" text="Ativo" />
        </Descriptions.Item>
        <Descriptions.Item label="Criado em">{formatDateTime(item.created_at)}</Descriptions.Item>
        <Descriptions.Item label="Atualizado em">{formatDateTime(item.updated_at)}</Descriptions.Item>
        <Descriptions.Item label="ID">{item.id}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={12}>
          <Statistic title="Lojas" value={0} />
        </Col>
        <Col span={12}>
          <Statistic title="Ofertas" value={0} />
        </Col>
      </Row>
    </>
  );
}
