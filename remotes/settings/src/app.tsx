import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { TabSwitcher } from '@fidelidade/ui/tab-switcher';
import { Typography } from 'antd';
import { ApprovalsTab } from './features/approvals/components/approvals-tab';
import { ApprovalsTabLabel } from './features/approvals/components/approvals-tab-label';
import { AuditTab } from './features/audit/components/audit-tab';
import { DealershipsScreen } from './features/dealerships/components/dealerships-screen';
import { LazyImportsTab } from './features/imports/components/lazy-imports-tab';
import { LocationsScreen } from './features/locations/components/locations-screen';
import { PartnerLocationsScreen } from './features/partner-locations/components/partner-locations-screen';
import { PartnersScreen } from './features/partners/components/partners-screen';
import { LazyProgrammeTab } from './features/programme/components/lazy-programme-tab';
import { PointsRulesTab } from './features/rules/components/points-rules-tab';
import { SyncTab } from './features/sync/components/sync-tab';
import { LazyUsersTab } from './features/users/components/lazy-users-tab';

const tabs = [
  { id: 'locations', label: 'Localizações', content: <LocationsScreen /> },
  { id: 'partners', label: 'Parceiros', content: <PartnersScreen /> },
  { id: 'dealerships', label: 'Concessionárias', content: <DealershipsScreen /> },
  { id: 'partner-locations', label: 'Lojas de Parceiros', content: <PartnerLocationsScreen /> },
  { id: 'rules', label: 'Regras de Pontuação', content: <PointsRulesTab /> },
];

/** The points programme's settings, next to its rules: only for who manages it (programme.manage, ADMIN). */
const programmeTab = { id: 'programa', label: 'Programa', content: <LazyProgrammeTab /> };

const syncTab = { id: 'sync', label: 'Sincronização de Dados', content: <SyncTab /> };

/** Find, edit, (de)activate and delete users: only for who manages them (users.manage, ADMIN). */
const usersTab = { id: 'users', label: 'Usuários', content: <LazyUsersTab /> };

/** CSV imports of customers and opening balances: only for who may run them (imports.manage, ADMIN). */
const importsTab = { id: 'importacao', label: 'Importação', content: <LazyImportsTab /> };

/** The audit log of every back-office write: only for who may read it (audit.read, ADMIN). */
const auditTab = { id: 'auditoria', label: 'Auditoria', content: <AuditTab /> };

/** A second pair of eyes: requests waiting for another ADMIN, with their count (approvals.decide). */
const approvalsTab = { id: 'aprovacoes', label: <ApprovalsTabLabel />, content: <ApprovalsTab /> };

/**
 * /admin/settings (docs/product.md §2.9): the six tabs, Programa, Usuários, Aprovações, Importação and
 * Auditoria, chosen by ?tab= (default locations).
 */
export default function SettingsScreen() {
  const user = useSession((state) => state.user);
  const visibleTabs = [
    ...tabs,
    ...(can(user, 'programme.manage') ? [programmeTab] : []),
    syncTab,
    ...(can(user, 'users.manage') ? [usersTab] : []),
    ...(can(user, 'approvals.decide') ? [approvalsTab] : []),
    ...(can(user, 'imports.manage') ? [importsTab] : []),
    ...(can(user, 'audit.read') ? [auditTab] : []),
  ];
  return (
    <section aria-labelledby="settings-title">
      <Typography.Title level={2} id="settings-title">
        Configurações
      </Typography.Title>
      <TabSwitcher tabs={visibleTabs} defaultTab="locations" />
    </section>
  );
}
