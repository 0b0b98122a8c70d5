import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { useSearchParams } from 'react-router-dom';

export type CustomerSectionId = 'historico' | 'lotes' | 'vouchers' | 'feedbacks' | 'lgpd';

const defaultSection: CustomerSectionId = 'historico';

/**
 * The open section lives in `?secao=` (reload and shared links show it); the default section leaves
 * the URL clean. A section the user may not see, or an unknown one, shows the default.
 */
export function useCustomerSection() {
  const user = useSession((state) => state.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const available: CustomerSectionId[] = ['historico', 'lotes', 'vouchers'];
  if (can(user, 'feedback.read')) available.push('feedbacks');
  if (can(user, 'customers.data-subject')) available.push('lgpd');
  const requested = searchParams.get('secao');
  const active = available.find((id) => id === requested) ?? defaultSection;
  const onChange = (id: string) => {
    // Each section has its own filters and page: switching starts the new one afresh.
    setSearchParams(id === defaultSection ? {} : { secao: id }, { replace: true });
  };
  return { available, active, onChange };
}
