import { createFakeMaps, FakeLatLng, geocoderResult, placeResult } from '../../test/fake-google-maps';
import { addressFromComponents } from './address-from-components';
import { geocodeTerm, reverseGeocode } from './geocoding';
import { searchPlace } from './search-place';
import { textSearch } from './text-search';

const paulista = geocoderResult(
  -23.56134961234568,
  -46.6565712,
  [
    ['route', 'Avenida Paulista'],
    ['street_number', '1578'],
    ['administrative_area_level_2', 'São Paulo'],
    ['administrative_area_level_1', 'São Paulo', 'SP'],
    ['postal_code', '01310200'],
  ],
  'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200, Brasil',
);

describe('addressFromComponents', () => {
  it('fills address, city, UF and masked CEP', () => {
    expect(addressFromComponents(paulista.address_components)).toEqual({
      address: 'Avenida Paulista, 1578',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310-200',
    });
  });
  it('prefers locality, falls back to the formatted address, drops a non-UF state', () => {
    const parts = [
      { types: ['locality'], long_name: 'Campinas', short_name: 'Campinas' },
      { types: ['administrative_area_level_1'], long_name: 'Nowhere', short_name: 'XX' },
    ];
    expect(addressFromComponents(parts, 'Praça Central, Campinas')).toEqual({
      address: 'Praça Central',
      city: 'Campinas',
    });
    expect(addressFromComponents(undefined)).toEqual({});
  });
});

describe('geocoding', () => {
  it('geocodes inside Brazil and rounds to 9 decimals', async () => {
    const fake = createFakeMaps({ geocode: () => [paulista] });
    const place = await geocodeTerm(fake.api, 'Av Paulista 1578');
    expect(fake.calls.geocode[0]).toEqual({
      address: 'Av Paulista 1578',
      componentRestrictions: { country: 'BR' },
      region: 'br',
    });
    expect(place).toEqual({
      latitude: '-23.561349612',
      longitude: '-46.656571200',
      address: 'Avenida Paulista, 1578',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310-200',
    });
  });

  it('reverse geocoding failure still returns the coordinates', async () => {
    const fake = createFakeMaps({ geocode: () => new Error('OVER_QUERY_LIMIT') });
    expect(await reverseGeocode(fake.api, new FakeLatLng(-10, -50))).toEqual({
      latitude: '-10.000000000',
      longitude: '-50.000000000',
    });
    expect(fake.calls.geocode[0]).toEqual({ location: { lat: -10, lng: -50 } });
  });
});

describe('textSearch', () => {
  it('searches 2000 km around the centre of Brazil without a point, 50 km around a point', async () => {
    const fake = createFakeMaps({ textSearch: () => ({ results: [placeResult(-3, -60)], status: 'OK' }) });
    await textSearch(fake.api, 'Teatro Amazonas', null);
    await textSearch(fake.api, 'Teatro Amazonas', { lat: -3.1, lng: -60.02 });
    expect(fake.calls.textSearch).toEqual([
      { query: 'Teatro Amazonas', location: { lat: -14.235, lng: -51.925 }, radius: 2_000_000, region: 'br' },
      { query: 'Teatro Amazonas', location: { lat: -3.1, lng: -60.02 }, radius: 50_000, region: 'br' },
    ]);
  });

  it('ignores a place without coordinates and a non-OK status', async () => {
    const fake = createFakeMaps({
      textSearch: (request) =>
        request.query === 'a'
          ? { results: [placeResult(null), placeResult(-5, -40)], status: 'OK' }
          : { results: [placeResult(-5, -40)], status: 'ZERO_RESULTS' },
    });
    expect((await textSearch(fake.api, 'a', null))?.lat()).toBe(-5);
    expect(await textSearch(fake.api, 'b', null)).toBeNull();
  });
});

describe('searchPlace (manual search)', () => {
  it('uses the geocoder first', async () => {
    const fake = createFakeMaps({ geocode: () => [paulista] });
    expect((await searchPlace(fake.api, '  Paulista ')).city).toBe('São Paulo');
    expect(fake.calls.textSearch).toHaveLength(0);
  });

  it('falls back to text search, then reverse geocodes the hit for its address', async () => {
    const fake = createFakeMaps({
      geocode: (request) => (request.location ? [paulista] : []),
      textSearch: () => ({ results: [placeResult(-23.56, -46.65)], status: 'OK' }),
    });
    const place = await searchPlace(fake.api, 'MASP');
    expect(fake.calls.textSearch).toHaveLength(1);
    expect(place).toMatchObject({ latitude: '-23.560000000', longitude: '-46.650000000', state: 'SP' });
  });

  it('says it could not find the term when both fail', async () => {
    const fake = createFakeMaps();
    await expect(searchPlace(fake.api, 'xyzzy')).rejects.toThrow(
      'Não foi possível encontrar "xyzzy". Tente um termo mais específico.',
    );
  });
});
