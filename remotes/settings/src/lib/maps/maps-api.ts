/// <reference types="google.maps" />

/**
 * The parts of the `google.maps` namespace the map logic uses. The real namespace satisfies these
 * types; tests pass a small fake (there is no route to the maps service from tests or CI).
 */
export interface LatLngLike {
  lat(): number;
  lng(): number;
}

export interface MapsEventListenerLike {
  remove(): void;
}

export interface MapLike {
  setCenter(latLng: google.maps.LatLngLiteral): void;
  panTo(latLng: google.maps.LatLngLiteral): void;
  setZoom(zoom: number): void;
  getZoom(): number | undefined;
}

export interface MarkerLike<M extends MapLike = MapLike> {
  setPosition(latLng: google.maps.LatLngLiteral | null): void;
  getPosition(): LatLngLike | null | undefined;
  setVisible(visible: boolean): void;
  setMap(map: M | null): void;
}

export interface GeocoderLike {
  geocode(request: google.maps.GeocoderRequest): Promise<{ results: google.maps.GeocoderResult[] }>;
}

export type TextSearchCallback = (results: google.maps.places.PlaceResult[] | null, status: string) => void;

export interface PlacesServiceLike {
  textSearch(request: google.maps.places.TextSearchRequest, callback: TextSearchCallback): void;
}

export interface AutocompleteLike {
  addListener(eventName: string, handler: () => void): MapsEventListenerLike;
  getPlace(): google.maps.places.PlaceResult;
}

/** Generic in the map type so the real namespace (google.maps.Map) and a fake both fit. */
export interface MapsApi<M extends MapLike = google.maps.Map> {
  Map: new (container: HTMLElement, options: google.maps.MapOptions) => M;
  Marker: new (options: google.maps.MarkerOptions) => MarkerLike<M>;
  Geocoder: new () => GeocoderLike;
  event: {
    addListener(
      instance: object,
      eventName: string,
      handler: (event: google.maps.MapMouseEvent) => void,
    ): MapsEventListenerLike;
  };
  places: {
    Autocomplete: new (
      input: HTMLInputElement,
      options: google.maps.places.AutocompleteOptions,
    ) => AutocompleteLike;
    PlacesService: new (attributionContainer: HTMLDivElement) => PlacesServiceLike;
  };
}

/** A point chosen on the map, with the address fields reverse geocoding could fill. */
export interface SelectedPlace {
  latitude: string;
  longitude: string;
  address?: string;
  city?: string;
  state?: string;
  zip_code?: string;
}
