import { TabSwitcher } from '@fidelidade/ui/tab-switcher';
import { Typography } from 'antd';
import { DealershipsScreen } from './features/dealerships/components/dealerships-screen';
import { LocationsScreen } from './features/locations/components/locations-screen';
import { PartnerLocationsScreen } from './features/partner-locations/components/partner-locations-screen';
import { PartnersScreen } from './features/partners/components/partners-screen';
import { PointsRulesTab } from './features/rules/components/points-rules-tab';
import { SyncTab } from './features/sync/components/sync-tab';

const tabs = [
  { id: 'locations', label: 'Localizações', content: <LocationsScreen /> },
  { id: 'partners', label: 'Parceiros', content: <PartnersScreen /> },
  { id: 'dealerships', label: 'Concessionárias', content: <DealershipsScreen /> },
  { id: 'partner-locations', label: 'Lojas de Parceiros', content: <PartnerLocationsScreen /> },
  { id: 'rules', label: 'Regras de Pontuação', content: <PointsRulesTab /> },
  { id: 'sync', label: 'Sincronização de Dados', content: <SyncTab /> },
];

/** /admin/settings (SPEC §2.9): the six tabs, chosen by ?tab= (default locations). */
export default function SettingsScreen() {
  return (
    <section aria-labelledby="settings-title">
      <Typography.Title level={2} id="settings-title">
        Configurações
      </Typography.Title>
      <TabSwitcher tabs={tabs} defaultTab="locations" />
    </section>
  );
}
