import type { Location } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { Col, Descriptions, Row } from 'antd';
import type { EntityDetailsProps } from '../../../lib/management/types';
import { maskCep } from '../../../lib/masks';
import { LocationDetailsMap } from './location-details-map';

const orDash = (value: string | null | undefined) => value || '—';

export function LocationDetails(props: EntityDetailsProps<Location>) {
  const { item } = props;
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Endereço">{item.address}</Descriptions.Item>
          <Descriptions.Item label="Cidade">{item.city}</Descriptions.Item>
          <Descriptions.Item label="Estado">{item.state}</Descriptions.Item>
          <Descriptions.Item label="CEP">
            {orDash(maskCep(item.zip_code ?? item.postal_code))}
          </Descriptions.Item>
          <Descriptions.Item label="Latitude">{orDash(item.latitude)}</Descriptions.Item>
          <Descriptions.Item label="Longitude">{orDash(item.longitude)}</Descriptions.Item>
          <Descriptions.Item label="ID">{item.id}</Descriptions.Item>
          {item.created_at && (
            <Descriptions.Item label="Criado em">{formatDateTime(item.created_at)}</Descriptions.Item>
          )}
          {item.updated_at && (
            <Descriptions.Item label="Atualizado em">{formatDateTime(item.updated_at)}</Descriptions.Item>
          )}
        </Descriptions>
      </Col>
      <Col xs={24} lg={12}>
        <LocationDetailsMap latitude={item.latitude} longitude={item.longitude} onEdit={props.onEdit} />
      </Col>
    </Row>
  );
}
