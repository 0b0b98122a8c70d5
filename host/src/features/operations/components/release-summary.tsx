import type { RemoteReleaseOut, VersionHealth } from '@fidelidade/contract';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { actorName, formatRate, sourcesText } from '../lib/release-format';

type Items = NonNullable<DescriptionsProps['items']>;

// One column on a phone, so labels and values never squeeze.
const columns: DescriptionsProps['column'] = { xs: 1, sm: 2, xl: 3 };

function healthItems(health: VersionHealth | null, prefix: string): Items {
  return [
    { key: `${prefix}-sessions`, label: 'Sessões', children: formatNumber(health?.sessions ?? 0) },
    {
      key: `${prefix}-failed`,
      label: 'Sessões com falha',
      children: formatNumber(health?.failed_sessions ?? 0),
    },
    { key: `${prefix}-rate`, label: 'Taxa de falhas', children: formatRate(health?.failure_rate ?? 0) },
    // How many client addresses the figures rest on: the watcher acts only on several.
    { key: `${prefix}-sources`, label: 'Endereços', children: sourcesText(health) },
  ];
}

/** When and by whom: 'desde 24/11/2026 10:00 por Ana Admin'. */
function Since(props: { at: string; by: string }) {
  return (
    <Typography.Text type="secondary">
      {` desde ${formatDateTime(props.at)} por ${actorName(props.by)}`}
    </Typography.Text>
  );
}

/** The live version and its numbers; the canary and its share and numbers, or 'Nenhum canário'. */
export function ReleaseSummary(props: { release: RemoteReleaseOut }) {
  const { live, live_health: liveHealth, canary, canary_health: canaryHealth } = props.release;
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={columns}
        items={[
          {
            key: 'live',
            label: 'Versão no ar',
            span: 'filled',
            children: (
              <>
                <Typography.Text strong>{live.version}</Typography.Text>
                <Since at={live.at} by={live.by} />
              </>
            ),
          },
          ...healthItems(liveHealth, 'live'),
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={columns}
        style={{ marginTop: 12 }}
        items={
          canary
            ? [
                {
                  key: 'canary',
                  label: 'Canário',
                  span: 'filled',
                  children: (
                    <>
                      <Typography.Text strong>{canary.version}</Typography.Text>
                      <Since at={canary.started_at} by={canary.started_by} />
                    </>
                  ),
                },
                { key: 'percent', label: 'Parcela', children: `${canary.percent}%` },
                ...healthItems(canaryHealth, 'canary'),
              ]
            : [{ key: 'canary', label: 'Canário', children: 'Nenhum canário' }]
        }
      />
    </>
  );
}
