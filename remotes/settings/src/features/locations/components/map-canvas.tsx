import { Alert } from 'antd';
import { type Ref, useEffect, useRef, useState } from 'react';
import { createMapController, type MapController } from '../../../lib/maps/map-controller';
import type { MapLike, MapsApi, SelectedPlace } from '../../../lib/maps/maps-api';

interface MapCanvasProps {
  api: MapsApi<MapLike>;
  point: google.maps.LatLngLiteral | null;
  editable: boolean;
  onSelect?: (place: SelectedPlace) => void;
  /** Receives the controller once the map exists (the form's search box drives it). */
  controllerRef?: Ref<MapController<MapLike> | null>;
}

/** The map itself; created once per mount, so the first point only seeds it. */
export function MapCanvas(props: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const onSelect = useRef(props.onSelect);
  onSelect.current = props.onSelect;
  const { api, editable, controllerRef } = props;
  const [initialPoint] = useState(props.point);
  useEffect(() => {
    let controller: MapController<MapLike>;
    try {
      controller = createMapController(api, container.current, {
        point: initialPoint,
        editable,
        onSelect: (place) => onSelect.current?.(place),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    if (typeof controllerRef === 'function') controllerRef(controller);
    else if (controllerRef) controllerRef.current = controller;
    return () => controller.destroy();
  }, [api, editable, initialPoint, controllerRef]);
  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <div
        ref={container}
        role="application"
        aria-label="Mapa"
        style={{ height: 320, width: '100%', borderRadius: 8, background: '#e5e3df' }}
      />
    </>
  );
}
