import { type ScreenTab, TabbedScreen } from '@fidelidade/ui/tabbed-screen';
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

/**
 * /admin/settings (docs/product.md §2.9): the six tabs, Programa, Usuários, Aprovações, Importação and
 * Auditoria, chosen by ?tab= (default locations); each of the last five only for who holds its
 * capability.
 */
const tabs: ScreenTab[] = [
  { id: 'locations', label: 'Localizações', content: <LocationsScreen /> },
  { id: 'partners', label: 'Parceiros', content: <PartnersScreen /> },
  { id: 'dealerships', label: 'Concessionárias', content: <DealershipsScreen /> },
  { id: 'partner-locations', label: 'Lojas de Parceiros', content: <PartnerLocationsScreen /> },
  { id: 'rules', label: 'Regras de Pontuação', content: <PointsRulesTab /> },
  // The points programme's settings, next to its rules (ADMIN).
  { id: 'programa', label: 'Programa', content: <LazyProgrammeTab />, capability: 'programme.manage' },
  { id: 'sync', label: 'Sincronização de Dados', content: <SyncTab /> },
  // Find, edit, (de)activate and delete users (ADMIN).
  { id: 'users', label: 'Usuários', content: <LazyUsersTab />, capability: 'users.manage' },
  // A second pair of eyes: requests waiting for another ADMIN, with their count.
  {
    id: 'aprovacoes',
    label: <ApprovalsTabLabel />,
    content: <ApprovalsTab />,
    capability: 'approvals.decide',
  },
  // CSV imports of customers and opening balances (ADMIN).
  { id: 'importacao', label: 'Importação', content: <LazyImportsTab />, capability: 'imports.manage' },
  // The audit log of every back-office write (ADMIN).
  { id: 'auditoria', label: 'Auditoria', content: <AuditTab />, capability: 'audit.read' },
];

export default function SettingsScreen() {
  return <TabbedScreen title="Configurações" titleId="settings-title" tabs={tabs} defaultTab="locations" />;
}
