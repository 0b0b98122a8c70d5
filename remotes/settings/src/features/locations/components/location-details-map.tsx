import { EditOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { mapMessages } from '../../../lib/maps/map-constants';
import { useMapsApi } from '../../../lib/maps/use-maps-api';
import { MapCanvas } from './map-canvas';
import { MapStatus } from './map-status';

interface LocationDetailsMapProps {
  latitude: string | null;
  longitude: string | null;
  onEdit: () => void;
}

export function LocationDetailsMap(props: LocationDetailsMapProps) {
  const lat = Number.parseFloat(props.latitude ?? '');
  const lng = Number.parseFloat(props.longitude ?? '');
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
    return (
      <Empty description={mapMessages.noCoordinates}>
        <Button type="link" icon={<EditOutlined />} onClick={props.onEdit}>
          Editar localização para definir no mapa
        </Button>
      </Empty>
    );
  }
  return <PointMap point={{ lat, lng }} />;
}

function PointMap(props: { point: google.maps.LatLngLiteral }) {
  const maps = useMapsApi();
  if (maps.status !== 'ready') return <MapStatus state={maps} />;
  return <MapCanvas api={maps.api} point={props.point} editable={false} />;
}
