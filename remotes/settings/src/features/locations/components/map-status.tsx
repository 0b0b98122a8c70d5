import { Alert, Spin } from 'antd';
import { mapMessages } from '../../../lib/maps/map-constants';
import type { MapsState } from '../../../lib/maps/use-maps-api';

/** What the map area shows until the map itself can: loading, no key, or a load error. */
export function MapStatus(props: { state: Exclude<MapsState, { status: 'ready' }> }) {
  const { state } = props;
  if (state.status === 'loading') return <Spin description="Carregando mapa..." />;
  if (state.status === 'no-key') return <Alert type="info" showIcon title={mapMessages.noKey} />;
  return <Alert type="error" showIcon title={state.message} />;
}
