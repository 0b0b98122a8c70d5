import { CheckCircleOutlined, GiftOutlined, LoginOutlined, TeamOutlined } from '@ant-design/icons';
import type { DashboardStats } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { emptyStats, useDashboardStats } from '../api/get-dashboard-stats';

const cards: { key: keyof DashboardStats; title: string; icon: ReactNode }[] = [
  { key: 'total_users_count', title: 'Total de Usuários', icon: <TeamOutlined /> },
  { key: 'active_users_count', title: 'Usuários Ativos', icon: <CheckCircleOutlined /> },
  { key: 'redemptions_count', title: 'Resgates', icon: <GiftOutlined /> },
  { key: 'daily_logins_count', title: 'Acessos', icon: <LoginOutlined /> },
];

export function StatCards() {
  const { data, isPending, isError } = useDashboardStats();
  // On failure the cards still show, with zeros, under one error message.
  const stats = data ?? emptyStats;
  return (
    <>
      {isError && (
        <Alert type="error" showIcon title="Erro ao carregar estatísticas" style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col xs={24} sm={12} xl={6} key={card.key}>
            <Card data-testid={`stat-${card.key}`}>
              {isPending ? (
                <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
              ) : (
                <Statistic
                  title={card.title}
                  value={stats[card.key]}
                  prefix={card.icon}
                  formatter={(value) => formatNumber(Number(value))}
                />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
