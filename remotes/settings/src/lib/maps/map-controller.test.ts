import { createFakeMaps, geocoderResult, placeResult } from '../../test/fake-google-maps';
import { attachAutocomplete } from './autocomplete';
import { createMapController } from './map-controller';

const reverse = geocoderResult(-22.9, -43.2, [
  ['route', 'Rua do Ouvidor'],
  ['locality', 'Rio de Janeiro'],
  ['administrative_area_level_1', 'Rio de Janeiro', 'RJ'],
]);

describe('createMapController', () => {
  it("refuses an invalid container or a missing maps namespace with 'Container inválido ...'", () => {
    const fake = createFakeMaps();
    expect(() => createMapController(fake.api, null, { point: null, editable: true })).toThrow(
      'Container inválido ou Google Maps não carregado',
    );
    expect(() =>
      createMapController(null, document.createElement('div'), { point: null, editable: true }),
    ).toThrow(/^Container inválido/);
  });

  it('starts at the centre of Brazil, zoom 12, with a hidden draggable marker', () => {
    const fake = createFakeMaps();
    createMapController(fake.api, document.createElement('div'), { point: null, editable: true });
    expect(fake.maps[0]?.center).toEqual({ lat: -14.235, lng: -51.925 });
    expect(fake.maps[0]?.zoom).toBe(12);
    expect(fake.markers[0]).toMatchObject({ visible: false, draggable: true, map: fake.maps[0] });
  });

  it('a click selects the point (zoom 15) and reverse geocodes it into address fields', async () => {
    const fake = createFakeMaps({ geocode: () => [reverse] });
    const onSelect = jest.fn();
    createMapController(fake.api, document.createElement('div'), { point: null, editable: true, onSelect });
    const [map] = fake.maps;
    if (!map) throw new Error('no map');
    fake.trigger(map, 'click', -22.9035, -43.1758);
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.markers[0]).toMatchObject({ visible: true, position: { lat: -22.9035, lng: -43.1758 } });
    expect(map.zoom).toBe(15);
    expect(onSelect).toHaveBeenCalledWith({
      latitude: '-22.903500000',
      longitude: '-43.175800000',
      address: 'Rua do Ouvidor',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
  });

  it('dragging the marker selects its new position', async () => {
    const fake = createFakeMaps({ geocode: () => new Error('down') });
    const onSelect = jest.fn();
    createMapController(fake.api, document.createElement('div'), {
      point: { lat: -1, lng: -2 },
      editable: true,
      onSelect,
    });
    const [marker] = fake.markers;
    if (!marker) throw new Error('no marker');
    fake.trigger(marker, 'dragend', -1.5, -2.5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSelect).toHaveBeenCalledWith({ latitude: '-1.500000000', longitude: '-2.500000000' });
  });

  it('a display-only map shows the point at zoom 15 and listens to nothing', () => {
    const fake = createFakeMaps();
    createMapController(fake.api, document.createElement('div'), {
      point: { lat: -8, lng: -35 },
      editable: false,
    });
    expect(fake.maps[0]).toMatchObject({ center: { lat: -8, lng: -35 }, zoom: 15 });
    expect(fake.markers[0]).toMatchObject({ visible: true, draggable: false });
    expect(fake.listenerCount(fake.maps[0] as object)).toBe(0);
  });

  it('a manual search moves to the place at zoom 16, searching near the marker', async () => {
    const fake = createFakeMaps({
      geocode: (request) => (request.location ? [reverse] : []),
      textSearch: () => ({ results: [placeResult(-22.95, -43.21)], status: 'OK' }),
    });
    const onSelect = jest.fn();
    const controller = createMapController(fake.api, document.createElement('div'), {
      point: { lat: -22.9, lng: -43.2 },
      editable: true,
      onSelect,
    });
    await controller.search('Cristo Redentor');
    expect(fake.calls.textSearch[0]).toMatchObject({ location: { lat: -22.9, lng: -43.2 }, radius: 50_000 });
    expect(fake.maps[0]?.zoom).toBe(16);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: '-22.950000000', city: 'Rio de Janeiro' }),
    );
    await expect(
      createMapController(createFakeMaps().api, document.createElement('div'), {
        point: null,
        editable: true,
      }).search('nada'),
    ).rejects.toThrow('Não foi possível encontrar "nada". Tente um termo mais específico.');
  });

  it('debounces resize callbacks by 20 ms and recentres on the marker', () => {
    jest.useFakeTimers();
    try {
      const fake = createFakeMaps();
      const controller = createMapController(fake.api, document.createElement('div'), {
        point: { lat: -5, lng: -40 },
        editable: true,
      });
      const map = fake.maps[0];
      if (!map) throw new Error('no map');
      const setCenter = jest.spyOn(map, 'setCenter');
      controller.handleResize();
      controller.handleResize();
      jest.advanceTimersByTime(19);
      expect(setCenter).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(setCenter).toHaveBeenCalledTimes(1);
      expect(setCenter).toHaveBeenCalledWith({ lat: -5, lng: -40 });
      controller.destroy();
      expect(fake.markers[0]?.map).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('attachAutocomplete', () => {
  it('restricts suggestions to Brazil and ignores a place without coordinates', () => {
    const fake = createFakeMaps();
    const onPlace = jest.fn();
    attachAutocomplete(fake.api, document.createElement('input'), onPlace);
    expect(fake.calls.autocomplete[0]?.componentRestrictions).toEqual({ country: 'br' });
    const [autocomplete] = fake.autocompletes;
    if (!autocomplete) throw new Error('no autocomplete');
    autocomplete.place = placeResult(null);
    fake.trigger(autocomplete, 'place_changed');
    expect(onPlace).not.toHaveBeenCalled();
    autocomplete.place = {
      ...placeResult(-15.7942, -47.8822),
      address_components: [
        { types: ['administrative_area_level_1'], long_name: 'Distrito Federal', short_name: 'DF' },
      ],
    };
    fake.trigger(autocomplete, 'place_changed');
    expect(onPlace).toHaveBeenCalledWith({
      latitude: '-15.794200000',
      longitude: '-47.882200000',
      state: 'DF',
    });
  });

  it("says 'Erro ao carregar sistema de busca' when places cannot start", () => {
    const fake = createFakeMaps();
    expect(() => attachAutocomplete(fake.api, null, jest.fn())).toThrow('Erro ao carregar sistema de busca');
    const broken = {
      places: {
        ...fake.api.places,
        Autocomplete: class {
          constructor() {
            throw new Error('ApiNotActivatedMapError');
          }
        } as unknown as typeof fake.api.places.Autocomplete,
      },
    };
    expect(() => attachAutocomplete(broken, document.createElement('input'), jest.fn())).toThrow(
      'Erro ao carregar sistema de busca',
    );
  });
});
