import type {
  AnonymizeResult,
  ConsentChangeBody,
  CustomerConsents,
  DataRequest,
  DataRequestBody,
  DataRequestList,
} from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { saveResponse } from '@fidelidade/ui/save-download';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerProfileKey } from './get-customer-profile';

export const dataRequestsKey = (customerId: number) => ['users', customerId, 'data-requests'] as const;
export const consentsKey = (customerId: number) => ['users', customerId, 'consents'] as const;

/** GET users/{id}/data-requests/: the data subject's requests, newest first, with their deadline. */
export const useDataRequests = (customerId: number) =>
  useQuery({
    queryKey: dataRequestsKey(customerId),
    queryFn: () => getHttp().get(`users/${customerId}/data-requests/`).json<DataRequestList>(),
  });

/** POST users/{id}/data-requests/: a request received (by e-mail, phone…), answered later. */
export function useRegisterDataRequest(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DataRequestBody) =>
      getHttp().post(`users/${customerId}/data-requests/`, { json: body }).json<DataRequest>(),
    onSuccess: () => client.invalidateQueries({ queryKey: dataRequestsKey(customerId) }),
  });
}

/** POST users/{id}/data-export/: the ZIP of everything held (saved as the API names it). */
export function useExportSubjectData(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      saveResponse(
        await getHttp().post(`users/${customerId}/data-export/`),
        `dados-titular-${customerId}.zip`,
      ),
    // The export answered (or recorded) a request: the log shows it delivered.
    onSuccess: () => client.invalidateQueries({ queryKey: dataRequestsKey(customerId) }),
  });
}

/** POST users/{id}/anonymize/: irreversible; the answer says what was kept and why. */
export function useAnonymizeCustomer(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => getHttp().post(`users/${customerId}/anonymize/`).json<AnonymizeResult>(),
    onSuccess: () =>
      Promise.all(
        [customerProfileKey(customerId), dataRequestsKey(customerId), consentsKey(customerId)].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** GET users/{id}/consents/: both consents and their history. */
export const useConsents = (customerId: number) =>
  useQuery({
    queryKey: consentsKey(customerId),
    queryFn: () => getHttp().get(`users/${customerId}/consents/`).json<CustomerConsents>(),
  });

/** PUT users/{id}/consents/: one consent given or withdrawn from the back office. */
export function useChangeConsent(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentChangeBody) =>
      getHttp().put(`users/${customerId}/consents/`, { json: body }).json<CustomerConsents>(),
    onSuccess: (data) => client.setQueryData(consentsKey(customerId), data),
  });
}
