import { ShopOutlined } from '@ant-design/icons';
import { Avatar, Card, Space, Typography } from 'antd';

interface StorePreviewProps {
  storeName?: string;
  partnerName?: string;
  locationText?: string;
}

/** Live preview of the partner store being typed. */
export function StorePreview(props: StorePreviewProps) {
  return (
    <Card size="small" title="Pré-visualização" aria-label="Pré-visualização da loja">
      <Space>
        <Avatar icon={<ShopOutlined />} />
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{props.storeName?.trim() || 'Nome da loja'}</Typography.Text>
          <Typography.Text type="secondary">
            {props.partnerName ?? 'Parceiro não selecionado'}
          </Typography.Text>
          <Typography.Text type="secondary">
            {props.locationText ?? 'Localização não selecionada'}
          </Typography.Text>
        </Space>
      </Space>
    </Card>
  );
}
