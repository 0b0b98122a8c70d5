import { useParams } from 'react-router-dom';
import { CustomerPage } from './features/customers/components/customer-page';

/** A positive integer id from the URL; anything else is no customer. */
function customerIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The exposed './Customer' module: the host routes /admin/clientes/:id here. */
export default function CustomerScreen() {
  const { id } = useParams();
  return <CustomerPage customerId={customerIdOf(id)} />;
}
