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

interface OverlayProps {
  phase: SubmitPhase;
  /** What the overlay says while sending and after success (the creation messages unless given). */
  submittingText?: string;
  successText?: string;
}

/** Full-screen overlay while saving, then the success message before the redirect (docs/product.md §2.6). */
export function OfferSubmitOverlay(props: OverlayProps) {
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
        {success
          ? (props.successText ?? offerMessages.created)
          : (props.submittingText ?? offerMessages.submitting)}
      </Typography.Title>
    </Flex>
  );
}
