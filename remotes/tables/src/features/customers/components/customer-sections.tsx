import { Tabs } from 'antd';
import type { ComponentType } from 'react';
import { type CustomerSectionId, useCustomerSection } from '../hooks/use-customer-section';
import { CustomerFeedbackSection } from './customer-feedback-section';
import { CustomerVouchersSection } from './customer-vouchers-section';
import { DataSubjectSection } from './data-subject-section';
import { PointsBatchesSection } from './points-batches-section';
import { PointsHistorySection } from './points-history-section';

const sections: Record<CustomerSectionId, { label: string; Content: ComponentType<{ customerId: number }> }> =
  {
    historico: { label: 'Histórico de pontos', Content: PointsHistorySection },
    lotes: { label: 'Lotes de pontos', Content: PointsBatchesSection },
    vouchers: { label: 'Resgates e vouchers', Content: CustomerVouchersSection },
    feedbacks: { label: 'Feedbacks enviados', Content: CustomerFeedbackSection },
    lgpd: { label: 'Dados do titular (LGPD)', Content: DataSubjectSection },
  };

/**
 * The history, the points' batches, the vouchers, (for who reads feedback) the feedback sent and
 * (for ADMIN) the data subject's tools;
 * `?secao=` names the open one.
 */
export function CustomerSections(props: { customerId: number }) {
  const { available, active, onChange } = useCustomerSection();
  return (
    <Tabs
      activeKey={active}
      onChange={onChange}
      // Only the open section queries the API.
      destroyOnHidden
      items={available.map((id) => {
        const { label, Content } = sections[id];
        return { key: id, label, children: <Content customerId={props.customerId} /> };
      })}
    />
  );
}
