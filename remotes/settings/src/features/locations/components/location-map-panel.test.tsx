import type { Location } from '@fidelidade/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapLike, MapsApi } from '../../../lib/maps/maps-api';
import { fakeApi } from '../../../test/fake-api';
import { createFakeMaps, geocoderResult } from '../../../test/fake-google-maps';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { LocationDetailsMap } from './location-details-map';
import { LocationForm } from './location-form';

const reverse = geocoderResult(0, 0, [
  ['route', 'Rua das Flores'],
  ['street_number', '12'],
  ['locality', 'Curitiba'],
  ['administrative_area_level_1', 'Paraná', 'PR'],
  ['postal_code', '80020000'],
]);

beforeEach(signInForTests);

function renderForm(initial: Location | null, loader: (key: string) => Promise<MapsApi<MapLike>>) {
  const onSubmit = jest.fn();
  renderWithProviders(
    <LocationForm initial={initial} saving={false} onSubmit={onSubmit} onCancel={jest.fn()} />,
    {
      mapsLoader: loader,
    },
  );
  return onSubmit;
}

it('with a key: clicking the map fills lat/lng (9 decimals) and the address; the key comes from /config.json', async () => {
  const user = userEvent.setup();
  const seen = fakeApi({}, { mapsApiKey: 'chave-de-teste' });
  const fake = createFakeMaps({ geocode: (request) => (request.location ? [reverse] : []) });
  const loader = jest.fn(async () => fake.api);
  const onSubmit = renderForm(null, loader);
  expect(await screen.findByRole('application', { name: 'Mapa' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('chave-de-teste');
  expect(seen.some((request) => request.path === '/config.json')).toBe(true);
  expect(fake.maps[0]?.center).toEqual({ lat: -14.235, lng: -51.925 });
  expect(fake.calls.autocomplete[0]?.componentRestrictions).toEqual({ country: 'br' });

  fake.trigger(fake.maps[0] as object, 'click', -25.4284, -49.2733);
  await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('-25.428400000'));
  expect(screen.getByLabelText('Longitude')).toHaveValue('-49.273300000');
  expect(screen.getByLabelText('Endereço')).toHaveValue('Rua das Flores, 12');
  expect(screen.getByLabelText('Cidade')).toHaveValue('Curitiba');
  expect(screen.getByLabelText('CEP')).toHaveValue('80020-000');

  await user.type(screen.getByLabelText('Buscar endereço no mapa'), 'lugar nenhum{Enter}');
  expect(
    await screen.findByText('Não foi possível encontrar "lugar nenhum". Tente um termo mais específico.'),
  ).toBeInTheDocument();
  // Enter searched; it did not submit the form.
  expect(onSubmit).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
  await waitFor(() =>
    expect(onSubmit).toHaveBeenCalledWith({
      address: 'Rua das Flores, 12',
      city: 'Curitiba',
      state: 'PR',
      zip_code: '80020-000',
      latitude: '-25.428400000',
      longitude: '-49.273300000',
    }),
  );
});

it('shows the API-failed-to-load error and keeps the form usable', async () => {
  fakeApi({}, { mapsApiKey: 'chave' });
  renderForm(null, () =>
    Promise.reject(new Error('Erro ao carregar a API do Google Maps. Verifique a chave e a conexão.')),
  );
  expect(
    await screen.findByText('Erro ao carregar a API do Google Maps. Verifique a chave e a conexão.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Endereço')).toBeEnabled();
});

it("says 'Erro ao carregar sistema de busca' when places cannot start", async () => {
  fakeApi({}, { mapsApiKey: 'chave' });
  const fake = createFakeMaps();
  const broken = {
    ...fake.api,
    places: {
      ...fake.api.places,
      Autocomplete: class {
        constructor() {
          throw new Error('places off');
        }
      } as unknown as typeof fake.api.places.Autocomplete,
    },
  };
  renderForm(null, async () => broken);
  expect(await screen.findByText('Erro ao carregar sistema de busca')).toBeInTheDocument();
  expect(screen.getByRole('application', { name: 'Mapa' })).toBeInTheDocument();
});

it('details show the saved point on a display-only map', async () => {
  fakeApi({}, { mapsApiKey: 'chave' });
  const fake = createFakeMaps();
  renderWithProviders(
    <LocationDetailsMap latitude="-8.047562000" longitude="-34.877000000" onEdit={jest.fn()} />,
    {
      mapsLoader: async () => fake.api,
    },
  );
  expect(await screen.findByRole('application', { name: 'Mapa' })).toBeInTheDocument();
  expect(fake.markers[0]).toMatchObject({ position: { lat: -8.047562, lng: -34.877 }, draggable: false });
});
