import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { offerMessages } from '../lib/offer-messages';

export type SubmitPhase = 'idle' | 'submitting' | 'success';

const overlayStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 2000,
  background: 'rgba(0, 0, 0, 0.55)',
};

/** Full-screen overlay while creating, then the success message before the redirect (docs/product.md §2.6). */
export function OfferSubmitOverlay(props: { phase: SubmitPhase }) {
  if (props.phase === 'idle') return null;
  const success = props.phase === 'success';
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={overlayStyle}
      role="status"
      aria-live="polite"
      data-testid="offer-submit-overlay"
    >
      {success ? (
        <CheckCircleFilled style={{ fontSize: 56, color: '#52c41a' }} />
      ) : (
        <LoadingOutlined style={{ fontSize: 56, color: '#fff' }} />
      )}
      <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
        {success ? offerMessages.created : offerMessages.submitting}
      </Typography.Title>
    </Flex>
  );
}
