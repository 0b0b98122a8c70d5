import { can } from '@fidelidade/contract/capabilities';
import { FormRefusal, useSession } from '@fidelidade/session';
import { NumberField } from '@fidelidade/ui/number-input';
import { App, Button, Col, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { TitleMessageFields } from '../../../components/title-message-fields';
import { useAudienceOptions } from '../../../lib/audience-options';
import { useCampaignWrites } from '../api/campaigns';
import {
  type CampaignFormValues,
  campaignDefaults,
  campaignMessages,
  needsDays,
  toCampaignBody,
  triggerOptions,
} from '../lib/campaign-form';

const INTEGER = { kind: 'integer' } as const;

/** 'Nova campanha': trigger, audience, the push and its period (docs/product.md §2.19). */
export function CampaignForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<CampaignFormValues>();
  const user = useSession((state) => state.user);
  const { message } = App.useApp();
  const { create } = useCampaignWrites();
  const audiences = useAudienceOptions();
  const trigger = Form.useWatch('trigger', form);
  const [detail, setDetail] = useState('');

  const onFinish = (values: CampaignFormValues) => {
    setDetail('');
    create.mutate(toCampaignBody(values), {
      onSuccess: () => {
        void message.success(campaignMessages.created);
        onDone();
      },
      onError: (error) => {
        if (!(error instanceof FormRefusal)) return setDetail(error.message);
        const known = new Set(
          Object.keys(campaignDefaults).concat(Object.keys(toCampaignBody(campaignDefaults))),
        );
        const other = error.detail ? [error.detail] : [];
        form.setFields(
          Object.entries(error.fields).flatMap(([name, errors]) => {
            if (known.has(name)) return [{ name: name as keyof CampaignFormValues, errors }];
            other.push(...errors);
            return [];
          }),
        );
        setDetail(other.join(' '));
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="Nova campanha"
      initialValues={campaignDefaults}
      onFinish={onFinish}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label="Nome da campanha"
            rules={[{ required: true, whitespace: true, message: campaignMessages.name }]}
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="trigger" label="Gatilho">
            <Select options={triggerOptions} />
          </Form.Item>
        </Col>
        {needsDays(trigger) && (
          <Col xs={24} md={12}>
            <NumberField
              name="trigger_days"
              label="Dias"
              format={INTEGER}
              range={{ message: campaignMessages.days, required: true, min: 1, max: 3650 }}
            />
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="audience_id" label="Público">
            <Select
              allowClear
              placeholder="Todos os clientes"
              options={(audiences.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <TitleMessageFields messages={campaignMessages} rows={3} />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="starts_at"
            label="Início"
            rules={[{ required: true, message: campaignMessages.startsAt }]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="ends_at" label="Fim (opcional)">
            <Input type="datetime-local" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <NumberField
            name="frequency_cap_days"
            label="Intervalo mínimo por cliente (dias)"
            format={INTEGER}
            range={{ message: campaignMessages.cap, min: 1, max: 3650 }}
          />
        </Col>
        {can(user, 'campaigns.bonus') && (
          <Col xs={24} md={8}>
            <NumberField
              name="bonus_points"
              label="Bônus de pontos (opcional)"
              format={INTEGER}
              range={{ message: campaignMessages.bonus, min: 1, max: 1_000_000 }}
            />
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item name="is_active" label="Ativa" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {detail && (
        <Typography.Paragraph type="danger" role="alert">
          {detail}
        </Typography.Paragraph>
      )}
      <Space>
        <Button type="primary" htmlType="submit" disabled={create.isPending}>
          {create.isPending ? 'Salvando...' : 'Salvar campanha'}
        </Button>
        <Button onClick={onDone}>Cancelar</Button>
      </Space>
    </Form>
  );
}
