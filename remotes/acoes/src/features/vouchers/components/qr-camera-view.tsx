import { Button, Flex, Typography } from 'antd';
import type { CSSProperties, Ref } from 'react';
import { voucherMessages } from '../lib/voucher-messages';

interface QrCameraViewProps {
  videoRef: Ref<HTMLVideoElement>;
  onCancel: () => void;
}

const previewStyle: CSSProperties = {
  width: '100%',
  aspectRatio: '4 / 3',
  maxHeight: '55vh',
  objectFit: 'cover',
  borderRadius: 8,
  background: '#000',
};

/** The camera's live picture while frames are read, and the way out. */
export function QrCameraView({ videoRef, onCancel }: QrCameraViewProps) {
  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }}>
      {/* muted + playsInline: phones play it inline, without a tap; a silent preview needs no captions. */}
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        aria-label={voucherMessages.cameraPreview}
        style={previewStyle}
      />
      <Typography.Text type="secondary">{voucherMessages.scanHint}</Typography.Text>
      <Button size="large" block onClick={onCancel} style={{ minHeight: 48 }}>
        {voucherMessages.cancelScan}
      </Button>
    </Flex>
  );
}
