import { useSession } from '@fidelidade/session';
import { TabSwitcher } from '@fidelidade/ui/tab-switcher';
import { Typography } from 'antd';
import { defaultTab, tabsFor } from './app-tabs';

/** /admin/acoes: promotions, users and notifications in tabs (docs/product.md §2.2, §2.6–2.8). */
export default function AcoesScreen() {
  const user = useSession((state) => state.user);
  return (
    <section aria-labelledby="acoes-title">
      <Typography.Title level={2} id="acoes-title">
        Ações
      </Typography.Title>
      <TabSwitcher tabs={tabsFor(user)} defaultTab={defaultTab} />
    </section>
  );
}
