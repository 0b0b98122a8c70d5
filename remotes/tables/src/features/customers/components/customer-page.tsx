import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Card, Skeleton, Typography } from 'antd';
import { useCustomerProfile } from '../api/get-customer-profile';
import { isNotFound } from '../lib/api-error-body';
import { CustomerHeader } from './customer-header';
import { CustomerNotFound } from './customer-not-found';
import { CustomerPoints } from './customer-points';
import { CustomerSections } from './customer-sections';
import { CustomerStats } from './customer-stats';
import { PointsAdjustmentButton } from './points-adjustment-button';

function CustomerContent(props: { customerId: number }) {
  const user = useSession((state) => state.user);
  const profile = useCustomerProfile(props.customerId);
  if (profile.isPending) {
    return (
      <Card aria-busy="true" aria-label="Carregando cliente">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (profile.isError) {
    if (isNotFound(profile.error)) return <CustomerNotFound />;
    return (
      <ErrorPanel
        message="Erro ao carregar dados do cliente. Verifique sua conexão."
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <>
      <CustomerHeader
        profile={profile.data}
        actions={
          // An anonymized customer's account is closed: the API refuses adjustments to it.
          can(user, 'points.adjust') && !profile.data.anonymized ? (
            <PointsAdjustmentButton customerId={props.customerId} />
          ) : undefined
        }
      />
      <CustomerStats profile={profile.data} />
      <CustomerPoints customerId={props.customerId} />
      <Card>
        <CustomerSections customerId={props.customerId} />
      </Card>
    </>
  );
}

/** /admin/clientes/{id}: one customer's points, history, vouchers and feedback. null id: not a valid one. */
export function CustomerPage(props: { customerId: number | null }) {
  return (
    // inline-size containment: wide tables scroll inside their card instead of widening the shell.
    <section aria-labelledby="customer-title" style={{ contain: 'inline-size' }}>
      <Typography.Title level={2} id="customer-title">
        Cliente
      </Typography.Title>
      {props.customerId === null ? <CustomerNotFound /> : <CustomerContent customerId={props.customerId} />}
    </section>
  );
}
