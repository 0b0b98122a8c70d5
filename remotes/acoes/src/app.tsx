import { TabbedScreen } from '@fidelidade/ui/tabbed-screen';
import { acoesTabs, defaultTab } from './app-tabs';

/** /admin/acoes: promotions, users and notifications in tabs (docs/product.md §2.2, §2.6–2.8). */
export default function AcoesScreen() {
  return <TabbedScreen title="Ações" titleId="acoes-title" tabs={acoesTabs} defaultTab={defaultTab} />;
}
