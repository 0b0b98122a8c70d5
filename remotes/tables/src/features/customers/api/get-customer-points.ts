import type { CustomerPoints, PointsBatch } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useTable } from '@fidelidade/ui/use-table';
import { useQuery } from '@tanstack/react-query';

export const customerPointsKey = (customerId: number) => ['users', customerId, 'points'] as const;
export const pointsBatchesPath = (customerId: number) => `users/${customerId}/points-batches/`;

/**
 * GET users/{id}/points/: the customer's points by state — available, pending, expiring within the
 * programme's notice window, the next expiry, expired, and a debt left by a reversal.
 */
export const useCustomerPoints = (customerId: number) =>
  useQuery({
    queryKey: customerPointsKey(customerId),
    queryFn: () => getHttp().get(`users/${customerId}/points/`).json<CustomerPoints>(),
  });

/** GET users/{id}/points-batches/?page=: each credit with its dates and state, newest earned first. */
export const usePointsBatches = (customerId: number) =>
  useTable<PointsBatch, Record<never, string>>({ path: pointsBatchesPath(customerId) });
