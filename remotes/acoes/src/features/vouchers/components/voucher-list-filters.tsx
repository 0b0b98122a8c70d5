import { SearchOutlined } from '@ant-design/icons';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { voucherMessages } from '../lib/voucher-messages';
import { statusOptions } from '../lib/voucher-status';

export interface VoucherFilterProps {
  status: string;
  searchText: string;
  /** Only the vouchers this user burned (its own baixas). */
  mine: boolean;
  onMineChange: (mine: boolean) => void;
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
        <Col xs={24}>
          <Form.Item>
            <Checkbox checked={props.mine} onChange={(event) => props.onMineChange(event.target.checked)}>
              {voucherMessages.listMine}
            </Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
