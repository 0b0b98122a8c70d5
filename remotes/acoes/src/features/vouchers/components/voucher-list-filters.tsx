import { SearchOutlined } from '@ant-design/icons';
import { Col, Form, Input, Row, Select } from 'antd';
import { voucherMessages } from '../lib/voucher-messages';
import { statusOptions } from '../lib/voucher-status';

export interface VoucherFilterProps {
  status: string;
  searchText: string;
  onStatusChange: (value: string) => void;
  onSearchChange: (value: string) => void;
}

export function VoucherListFilters(props: VoucherFilterProps) {
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item label={voucherMessages.listSearch} htmlFor="voucher-search">
            <Input
              id="voucher-search"
              allowClear
              prefix={<SearchOutlined />}
              placeholder={voucherMessages.listSearchPlaceholder}
              value={props.searchText}
              onChange={(event) => props.onSearchChange(event.target.value)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={voucherMessages.listStatus} htmlFor="voucher-status">
            <Select
              id="voucher-status"
              value={props.status}
              onChange={props.onStatusChange}
              options={[{ value: '', label: voucherMessages.listAll }, ...statusOptions]}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
