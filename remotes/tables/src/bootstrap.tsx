import { renderStandalone } from '@fidelidade/ui/dev-shell';
import { useMatch } from 'react-router-dom';
import App from './app';
import { CustomerPage } from './features/customers/components/customer-page';

// Standalone: /clientes/{id} shows the customer page, anything else the tables screen.
function StandaloneScreens() {
  const customer = useMatch('/clientes/:id');
  return customer ? <CustomerPage customerId={Number(customer.params.id) || null} /> : <App />;
}

renderStandalone(StandaloneScreens);
