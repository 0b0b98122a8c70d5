/// <reference types="google.maps" />
import { debounce } from './debounce';
import { reverseGeocode } from './geocoding';
import {
  BRAZIL_CENTER,
  DEFAULT_ZOOM,
  mapMessages,
  PLACE_ZOOM,
  POINT_ZOOM,
  RESIZE_DEBOUNCE_MS,
} from './map-constants';
import type { LatLngLike, MapLike, MapsApi, MapsEventListenerLike, SelectedPlace } from './maps-api';
import { searchPlace } from './search-place';

export interface MapControllerOptions {
  /** The point to show first (an edited or displayed location); none → centre of Brazil. */
  point: google.maps.LatLngLiteral | null;
  /** Form map: click to select and a draggable marker. Details map: display only. */
  editable: boolean;
  onSelect?: (place: SelectedPlace) => void;
}

const literal = (latLng: LatLngLike): google.maps.LatLngLiteral => ({ lat: latLng.lat(), lng: latLng.lng() });

/** Creates the map and its marker in `container` and wires selection; throws on a bad container. */
export function createMapController<M extends MapLike>(
  api: MapsApi<M> | null | undefined,
  container: unknown,
  options: MapControllerOptions,
) {
  if (!api?.Map || !(container instanceof HTMLElement)) throw new Error(mapMessages.invalidContainer);
  const maps = api;
  const map = new api.Map(container, {
    center: options.point ?? BRAZIL_CENTER,
    zoom: options.point ? POINT_ZOOM : DEFAULT_ZOOM,
    streetViewControl: false,
    mapTypeControl: false,
  });
  const marker = new api.Marker({
    position: options.point,
    draggable: options.editable,
    visible: options.point !== null,
  });
  marker.setMap(map);
  const listeners: MapsEventListenerLike[] = [];

  function moveTo(location: google.maps.LatLngLiteral, zoom: number) {
    marker.setPosition(location);
    marker.setVisible(true);
    map.panTo(location);
    map.setZoom(Math.max(zoom, map.getZoom() ?? 0));
  }

  async function selectPoint(latLng: LatLngLike, zoom: number) {
    moveTo(literal(latLng), zoom);
    options.onSelect?.(await reverseGeocode(maps, latLng));
  }

  /** A place found by autocomplete or manual search. */
  function showPlace(place: SelectedPlace) {
    moveTo({ lat: Number(place.latitude), lng: Number(place.longitude) }, PLACE_ZOOM);
    options.onSelect?.(place);
  }

  if (options.editable) {
    listeners.push(
      api.event.addListener(map, 'click', (event) => {
        if (event.latLng) void selectPoint(event.latLng, POINT_ZOOM);
      }),
      api.event.addListener(marker, 'dragend', (event) => {
        if (event.latLng) void selectPoint(event.latLng, POINT_ZOOM);
      }),
    );
  }

  // Keep the marker centred when the panel changes size (debounced 20 ms, docs/product.md §9).
  const recenter = debounce(() => {
    const position = marker.getPosition();
    if (position) map.setCenter(literal(position));
  }, RESIZE_DEBOUNCE_MS);
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => recenter());
  observer?.observe(container);

  return {
    map,
    marker,
    showPlace,
    selectPoint,
    handleResize: recenter,
    /** Manual search near the current marker; rejects with the docs/product.md §8 message. */
    async search(term: string) {
      const position = marker.getPosition();
      showPlace(await searchPlace(api, term, position ? literal(position) : null));
    },
    destroy() {
      recenter.cancel();
      observer?.disconnect();
      for (const listener of listeners) listener.remove();
      marker.setMap(null);
    },
  };
}

export type MapController<M extends MapLike> = ReturnType<typeof createMapController<M>>;
