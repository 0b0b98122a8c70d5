import type { CustomerProfile } from '@fidelidade/contract';
import { anonymizedCpfLabel, displayCpf } from '@fidelidade/session';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

function statusTag(profile: CustomerProfile) {
  if (profile.anonymized) return <Tag>Anonimizado</Tag>;
  return profile.is_active ? <Tag color="green">Ativo</Tag> : <Tag>Inativo</Tag>;
}

/** Who the customer is; `actions` holds what the user may do (the points adjustment). */
export function CustomerHeader(props: { profile: CustomerProfile; actions?: ReactNode }) {
  const { profile } = props;
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <div style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {profile.full_name}
            </Typography.Title>
            {statusTag(profile)}
          </Flex>
          <Descriptions
            size="small"
            column={1}
            style={{ marginTop: 12 }}
            items={[
              {
                key: 'cpf',
                label: 'CPF',
                // Never broken over two lines: a wrapped CPF no longer reads as one number.
                // An anonymised customer keeps a placeholder, never a CPF (docs/product.md §4).
                children: (
                  <span style={{ whiteSpace: 'nowrap' }}>
                    {profile.anonymized ? anonymizedCpfLabel : displayCpf(profile.cpf)}
                  </span>
                ),
              },
              {
                key: 'email',
                label: 'E-mail',
                children: <span style={{ overflowWrap: 'anywhere' }}>{profile.email || '—'}</span>,
              },
            ]}
          />
        </div>
        {props.actions}
      </Flex>
    </Card>
  );
}
