import { configureHttp } from '@fidelidade/session';
import { API, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { fetchFilterOptions } from './fetch-filter-options';

beforeEach(() => configureHttp({ baseUrl: API, onSessionExpired: jest.fn() }));

it('asks for the first 100 rows and answers the list', async () => {
  const seen = fakeFetch(() => jsonResponse(200, { count: 1, results: [{ id: 3, name: 'Centro' }] }));
  await expect(fetchFilterOptions('partnerships/dealerships/', 'falhou')).resolves.toEqual([
    { id: 3, name: 'Centro' },
  ]);
  expect(seen.map((request) => request.path)).toEqual(['partnerships/dealerships/']);
});

it('answers no options and logs the failure when the request fails', async () => {
  fakeFetch(() => jsonResponse(500));
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(fetchFilterOptions('partnerships/partners/', 'Erro ao carregar parceiros')).resolves.toEqual(
    [],
  );
  expect(log).toHaveBeenCalledWith('Erro ao carregar parceiros', expect.anything());
  log.mockRestore();
});
