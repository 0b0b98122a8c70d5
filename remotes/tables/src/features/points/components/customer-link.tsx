import type { PointsSummaryRow } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { Link } from 'react-router-dom';

/** The customer page (/admin/clientes/{id}, a host route served by this remote). */
export function customerPageUrl(userId: number): string {
  return `/admin/clientes/${userId}`;
}

/** A customer's name links to its page; staff rows and users without the page show the plain name. */
export function CustomerNameCell(props: { row: PointsSummaryRow }) {
  const user = useSession((state) => state.user);
  const { row } = props;
  if (row.user_type !== 'CLIENTE' || !can(user, 'screen.customer')) return <>{row.user_name}</>;
  return <Link to={customerPageUrl(row.user_id)}>{row.user_name}</Link>;
}
