import { ShopOutlined } from '@ant-design/icons';
import { Avatar, Card, Space, Tag, Typography } from 'antd';
import { categoryLabel } from '../../../lib/partner-categories';

/** Live preview of the partner being typed. */
export function PartnerPreview(props: { brandName?: string; category?: string }) {
  return (
    <Card size="small" title="Pré-visualização" aria-label="Pré-visualização do parceiro">
      <Space>
        <Avatar icon={<ShopOutlined />} />
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{props.brandName?.trim() || 'Nome da marca'}</Typography.Text>
          {props.category ? (
            <Tag>{categoryLabel(props.category)}</Tag>
          ) : (
            <Typography.Text type="secondary">Sem categoria</Typography.Text>
          )}
        </Space>
      </Space>
    </Card>
  );
}
