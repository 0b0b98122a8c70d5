import { EditOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { mapMessages } from '../../../lib/maps/map-constants';
import { pointOf } from '../../../lib/maps/point-of';
import { useMapsApi } from '../../../lib/maps/use-maps-api';
import { MapCanvas } from './map-canvas';
import { MapStatus } from './map-status';

interface LocationDetailsMapProps {
  latitude: string | null;
  longitude: string | null;
  onEdit: () => void;
}

export function LocationDetailsMap(props: LocationDetailsMapProps) {
  const point = pointOf(props.latitude, props.longitude);
  if (!point) {
    return (
      <Empty description={mapMessages.noCoordinates}>
        <Button type="link" icon={<EditOutlined />} onClick={props.onEdit}>
          Editar localização para definir no mapa
        </Button>
      </Empty>
    );
  }
  return <PointMap point={point} />;
}

function PointMap(props: { point: google.maps.LatLngLiteral }) {
  const maps = useMapsApi();
  if (maps.status !== 'ready') return <MapStatus state={maps} />;
  return <MapCanvas api={maps.api} point={props.point} editable={false} />;
}
