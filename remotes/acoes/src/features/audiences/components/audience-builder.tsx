import { PlusOutlined } from '@ant-design/icons';
import type { Audience } from '@fidelidade/contract';
import { FormRefusal } from '@fidelidade/session';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAudienceWrites, useDealershipChoices, useOfferChoices } from '../api/audiences';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  type AudienceFormValues,
  audienceDefaults,
  audienceMessages,
  combinatorOptions,
  emptyGroup,
  emptyRule,
  formNameOf,
  toAudienceRules,
  toFormValues,
} from '../lib/audience-form';
import { AudienceCount } from './audience-count';
import { AudienceListedMembers } from './audience-listed-members';
import { RuleRow } from './rule-row';

interface AudienceBuilderProps {
  /** The audience edited; null: a new one. */
  audience: Audience | null;
  onDone: () => void;
}

/** Builds an audience: groups of rules joined by E/OU, a live count as the rules change (docs/product.md §2.18). */
export function AudienceBuilder({ audience, onDone }: AudienceBuilderProps) {
  const [form] = Form.useForm<AudienceFormValues>();
  const { message } = App.useApp();
  const { save } = useAudienceWrites();
  const [detail, setDetail] = useState('');
  const dealerships = useDealershipChoices();
  const groups = Form.useWatch('groups', form);
  const combinator = Form.useWatch('combinator', form);
  const wantsOffers = (groups ?? []).some((g) => g?.rules?.some((r) => r?.field === 'redeemed_offer'));
  const offers = useOfferChoices(wantsOffers);
  const choices = useMemo(
    () => ({
      dealerships: dealerships.data ?? [],
      offers: offers.data ?? [],
    }),
    [dealerships.data, offers.data],
  );
  const rules = useMemo(
    () => (groups ? toAudienceRules({ combinator: combinator ?? 'and', groups }) : null),
    [groups, combinator],
  );
  const settled = useDebouncedValue(rules, 500);

  const onFinish = (values: AudienceFormValues) => {
    setDetail('');
    save.mutate(
      {
        id: audience?.id ?? null,
        body: { name: (values.name ?? '').trim(), rules: toAudienceRules(values) },
      },
      {
        onSuccess: () => {
          void message.success(audienceMessages.saved);
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof FormRefusal)) return setDetail(error.message);
          const other: string[] = error.detail ? [error.detail] : [];
          const named = Object.entries(error.fields).flatMap(([key, errors]) => {
            const name = formNameOf(key);
            if (!name) other.push(...errors);
            return name ? [{ name, errors }] : [];
          });
          form.setFields(named as Parameters<typeof form.setFields>[0]);
          setDetail(other.join(' '));
        },
      },
    );
  };

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Form
            form={form}
            layout="vertical"
            aria-label={audience ? 'Editar público' : 'Novo público'}
            initialValues={audience ? toFormValues(audience.name, audience.rules) : audienceDefaults()}
            onFinish={onFinish}
          >
            <Form.Item
              name="name"
              label="Nome do público"
              rules={[{ required: true, whitespace: true, message: audienceMessages.name }]}
            >
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item name="combinator" label="Entre os grupos">
              <Select options={combinatorOptions} style={{ maxWidth: 240 }} />
            </Form.Item>
            <Form.List name="groups">
              {(groupFields, groupOps) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {groupFields.map((groupField, g) => (
                    <Card
                      key={groupField.key}
                      size="small"
                      title={`Grupo ${g + 1}`}
                      extra={
                        <Button size="small" onClick={() => groupOps.remove(groupField.name)}>
                          Remover grupo
                        </Button>
                      }
                    >
                      <Form.Item
                        name={[groupField.name, 'combinator']}
                        label={`Entre as regras do grupo ${g + 1}`}
                      >
                        <Select options={combinatorOptions} style={{ maxWidth: 240 }} />
                      </Form.Item>
                      <Form.List name={[groupField.name, 'rules']}>
                        {(ruleFields, ruleOps) => (
                          <>
                            {ruleFields.map((ruleField, r) => (
                              <RuleRow
                                key={ruleField.key}
                                form={form}
                                group={g}
                                rule={r}
                                choices={choices}
                                onRemove={() => ruleOps.remove(ruleField.name)}
                              />
                            ))}
                            <Button icon={<PlusOutlined />} onClick={() => ruleOps.add(emptyRule())}>
                              {`Adicionar regra ao grupo ${g + 1}`}
                            </Button>
                          </>
                        )}
                      </Form.List>
                    </Card>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => groupOps.add(emptyGroup())}>
                    Adicionar grupo
                  </Button>
                </Space>
              )}
            </Form.List>
            {detail && (
              <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 16 }}>
                {detail}
              </Typography.Paragraph>
            )}
            <Space style={{ marginTop: 16 }}>
              <Button type="primary" htmlType="submit" disabled={save.isPending}>
                {save.isPending ? 'Salvando...' : 'Salvar público'}
              </Button>
              <Button onClick={onDone}>Cancelar</Button>
            </Space>
          </Form>
        </Col>
        <Col xs={24} lg={8}>
          <AudienceCount rules={settled} audienceId={audience?.id ?? null} />
        </Col>
      </Row>
      {audience ? <AudienceListedMembers audienceId={audience.id} /> : null}
    </>
  );
}
