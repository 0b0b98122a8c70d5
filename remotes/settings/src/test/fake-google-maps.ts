/// <reference types="google.maps" />
// A fake `google.maps` namespace for tests: enough of Map, Marker, Geocoder, places and event to
// drive the map logic without the maps service (unreachable from tests and CI).
import type { MapsApi, TextSearchCallback } from '../lib/maps/maps-api';

export class FakeLatLng {
  constructor(
    private readonly latitude: number,
    private readonly longitude: number,
  ) {}
  lat() {
    return this.latitude;
  }
  lng() {
    return this.longitude;
  }
}

type Handler = (event: google.maps.MapMouseEvent) => void;
type GeocodeAnswer = (request: google.maps.GeocoderRequest) => google.maps.GeocoderResult[] | Error;
type TextSearchAnswer = (request: google.maps.places.TextSearchRequest) => {
  results: google.maps.places.PlaceResult[] | null;
  status: string;
};

/** A geocoder result with the fields the map logic reads. */
export function geocoderResult(
  lat: number,
  lng: number,
  components: Array<[type: string, long: string, short?: string]> = [],
  formatted = '',
): google.maps.GeocoderResult {
  return {
    geometry: { location: new FakeLatLng(lat, lng) },
    formatted_address: formatted,
    address_components: components.map(([type, long, short]) => ({
      types: [type],
      long_name: long,
      short_name: short ?? long,
    })),
  } as unknown as google.maps.GeocoderResult;
}

export function placeResult(lat: number | null, lng = 0): google.maps.places.PlaceResult {
  return (
    lat === null ? { name: 'sem coordenadas' } : { geometry: { location: new FakeLatLng(lat, lng) } }
  ) as google.maps.places.PlaceResult;
}

export function createFakeMaps(answers: { geocode?: GeocodeAnswer; textSearch?: TextSearchAnswer } = {}) {
  const listeners = new Map<object, Map<string, Handler>>();
  const calls = {
    geocode: [] as google.maps.GeocoderRequest[],
    textSearch: [] as google.maps.places.TextSearchRequest[],
    autocomplete: [] as google.maps.places.AutocompleteOptions[],
  };
  const on = (instance: object, name: string, handler: Handler) => {
    const byName = listeners.get(instance) ?? new Map<string, Handler>();
    byName.set(name, handler);
    listeners.set(instance, byName);
    return { remove: () => byName.delete(name) };
  };

  class FakeMap {
    center: google.maps.LatLngLiteral;
    zoom: number | undefined;
    constructor(
      readonly container: HTMLElement,
      options: google.maps.MapOptions,
    ) {
      this.center = options.center as google.maps.LatLngLiteral;
      this.zoom = options.zoom ?? undefined;
      maps.push(this);
    }
    setCenter(center: google.maps.LatLngLiteral) {
      this.center = center;
    }
    panTo(center: google.maps.LatLngLiteral) {
      this.center = center;
    }
    setZoom(zoom: number) {
      this.zoom = zoom;
    }
    getZoom() {
      return this.zoom;
    }
  }
  class FakeMarker {
    position: google.maps.LatLngLiteral | null;
    visible: boolean;
    draggable: boolean;
    map: FakeMap | null = null;
    constructor(options: google.maps.MarkerOptions) {
      this.position = (options.position as google.maps.LatLngLiteral | null | undefined) ?? null;
      this.visible = options.visible ?? true;
      this.draggable = options.draggable ?? false;
      markers.push(this);
    }
    setPosition(position: google.maps.LatLngLiteral | null) {
      this.position = position;
    }
    getPosition() {
      return this.position ? new FakeLatLng(this.position.lat, this.position.lng) : null;
    }
    setVisible(visible: boolean) {
      this.visible = visible;
    }
    setMap(map: FakeMap | null) {
      this.map = map;
    }
  }
  class FakeGeocoder {
    async geocode(request: google.maps.GeocoderRequest) {
      calls.geocode.push(request);
      const answer = answers.geocode?.(request) ?? [];
      if (answer instanceof Error) throw answer;
      // The real geocoder rejects on ZERO_RESULTS.
      if (answer.length === 0) throw new Error('ZERO_RESULTS');
      return { results: answer };
    }
  }
  class FakePlacesService {
    textSearch(request: google.maps.places.TextSearchRequest, callback: TextSearchCallback) {
      calls.textSearch.push(request);
      const { results, status } = answers.textSearch?.(request) ?? { results: null, status: 'ZERO_RESULTS' };
      callback(results, status);
    }
  }
  class FakeAutocomplete {
    place: google.maps.places.PlaceResult = {};
    constructor(
      readonly input: HTMLInputElement,
      options: google.maps.places.AutocompleteOptions,
    ) {
      calls.autocomplete.push(options);
      autocompletes.push(this);
    }
    addListener(name: string, handler: () => void) {
      return on(this, name, () => handler());
    }
    getPlace() {
      return this.place;
    }
  }
  const maps: FakeMap[] = [];
  const markers: FakeMarker[] = [];
  const autocompletes: FakeAutocomplete[] = [];
  const api: MapsApi<FakeMap> = {
    Map: FakeMap,
    Marker: FakeMarker,
    Geocoder: FakeGeocoder,
    event: { addListener: on },
    places: { Autocomplete: FakeAutocomplete, PlacesService: FakePlacesService },
  };
  /** Fires a maps event as the service would (a click or drag end at lat/lng). */
  const trigger = (instance: object, name: string, lat = 0, lng = 0) =>
    listeners.get(instance)?.get(name)?.({
      latLng: new FakeLatLng(lat, lng),
    } as unknown as google.maps.MapMouseEvent);
  return {
    api,
    calls,
    maps,
    markers,
    autocompletes,
    trigger,
    listenerCount: (instance: object) => listeners.get(instance)?.size ?? 0,
  };
}
