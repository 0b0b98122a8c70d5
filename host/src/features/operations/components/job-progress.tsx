import type { JobProgress as Progress } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { Flex, Typography } from 'antd';
import { progressPercent } from '../lib/job-format';

/**
 * A job's progress: a bar (role progressbar) when its total is known, the count otherwise, and what
 * it is doing. A plain element rather than antd's Progress, which the shared design system leaves
 * out of the start-up bytes.
 */
export function JobProgress(props: { progress: Progress | null; label: string }) {
  const { progress } = props;
  if (!progress) return <Typography.Text type="secondary">—</Typography.Text>;
  const percent = progressPercent(progress);
  const count =
    progress.total === null
      ? formatNumber(progress.done)
      : `${formatNumber(progress.done)} de ${formatNumber(progress.total)}`;
  return (
    <Flex vertical gap={2} style={{ minWidth: 160 }}>
      {percent !== null && (
        <div
          role="progressbar"
          aria-label={`Progresso de ${props.label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          style={{ height: 8, borderRadius: 4, background: 'rgba(0, 0, 0, 0.12)', overflow: 'hidden' }}
        >
          <div style={{ width: `${percent}%`, height: '100%', background: '#1677ff' }} />
        </div>
      )}
      <Typography.Text type="secondary">
        {percent === null ? count : `${count} (${percent}%)`}
        {progress.message ? ` · ${progress.message}` : ''}
      </Typography.Text>
    </Flex>
  );
}
