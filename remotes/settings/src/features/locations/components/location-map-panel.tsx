import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, type InputRef, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { attachAutocomplete } from '../../../lib/maps/autocomplete';
import type { MapController } from '../../../lib/maps/map-controller';
import type { MapLike, MapsApi, SelectedPlace } from '../../../lib/maps/maps-api';
import { useMapsApi } from '../../../lib/maps/use-maps-api';
import { MapCanvas } from './map-canvas';
import { MapStatus } from './map-status';

interface LocationMapPanelProps {
  point: google.maps.LatLngLiteral | null;
  onSelect: (place: SelectedPlace) => void;
}

/** Form map: Brazil-only autocomplete, manual search (Enter or button), click and drag to select. */
export function LocationMapPanel(props: LocationMapPanelProps) {
  const maps = useMapsApi();
  if (maps.status !== 'ready') return <MapStatus state={maps} />;
  return <ReadyMapPanel api={maps.api} {...props} />;
}

function ReadyMapPanel(props: LocationMapPanelProps & { api: MapsApi<MapLike> }) {
  const { api, onSelect } = props;
  const controller = useRef<MapController<MapLike> | null>(null);
  const input = useRef<InputRef>(null);
  const [term, setTerm] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const latestSelect = useRef(onSelect);
  latestSelect.current = onSelect;

  useEffect(() => {
    try {
      const listener = attachAutocomplete(api, input.current?.input, (place) => {
        setSearchError(null);
        controller.current?.showPlace(place);
        if (!controller.current) latestSelect.current(place);
      });
      return () => listener.remove();
    } catch (failure) {
      setSearchError(failure instanceof Error ? failure.message : String(failure));
      return undefined;
    }
  }, [api]);

  async function search() {
    if (!term.trim() || !controller.current) return;
    setSearching(true);
    setSearchError(null);
    try {
      await controller.current.search(term);
    } catch (failure) {
      setSearchError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSearching(false);
    }
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          ref={input}
          aria-label="Buscar endereço no mapa"
          placeholder="Buscar endereço, lugar ou CEP"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onPressEnter={(event) => {
            // Enter searches instead of submitting the location form.
            event.preventDefault();
            void search();
          }}
        />
        <Button icon={<SearchOutlined />} loading={searching} onClick={() => void search()}>
          Buscar
        </Button>
      </Space.Compact>
      {searchError && <Alert type="warning" showIcon title={searchError} />}
      <MapCanvas api={api} point={props.point} editable onSelect={onSelect} controllerRef={controller} />
    </Space>
  );
}
