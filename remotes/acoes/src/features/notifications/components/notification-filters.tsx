import { SearchOutlined } from '@ant-design/icons';
import { Col, Form, Input, Row, Select } from 'antd';
import { priorityOptions, statusOptions } from '../lib/notification-labels';

export interface NotificationFilterProps {
  status: string;
  priority: string;
  searchText: string;
  onStatusChange: (value: string) => void;
  onPriorityChange: (value: string) => void;
  onSearchChange: (value: string) => void;
}

const all = { value: '', label: 'Todos' };

export function NotificationFiltersBar(props: NotificationFilterProps) {
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item label="Buscar" htmlFor="notification-search">
            <Input
              id="notification-search"
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Título ou mensagem"
              value={props.searchText}
              onChange={(event) => props.onSearchChange(event.target.value)}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item label="Status" htmlFor="notification-status">
            <Select
              id="notification-status"
              value={props.status}
              onChange={props.onStatusChange}
              options={[all, ...statusOptions]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item label="Prioridade" htmlFor="notification-priority">
            <Select
              id="notification-priority"
              value={props.priority}
              onChange={props.onPriorityChange}
              options={[{ value: '', label: 'Todas' }, ...priorityOptions]}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
