import type { CustomerProfile } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

export const customerProfileKey = (customerId: number) => ['users', customerId, 'customer'] as const;

/** GET users/{id}/customer/: the page's header and figures (404 for an unknown or out-of-scope id). */
export const useCustomerProfile = (customerId: number) =>
  useQuery({
    queryKey: customerProfileKey(customerId),
    queryFn: () => getHttp().get(`users/${customerId}/customer/`).json<CustomerProfile>(),
    // A 404 is an answer (the not-found state), not a network hiccup worth repeating.
    retry: false,
  });
