import { Alert, Card, type InputRef, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useQrCamera } from '../hooks/use-qr-camera';
import { useVoucherLookup } from '../hooks/use-voucher-lookup';
import { codeFromQrText } from '../lib/voucher-code';
import { voucherMessages } from '../lib/voucher-messages';
import { CodeSearchForm } from './code-search-form';
import { QrCameraView } from './qr-camera-view';
import { VoucherPanel } from './voucher-panel';

/** Type or scan a code, see the voucher, burn it (docs/product.md §2.2, tab validar-voucher). */
export function VoucherCounter() {
  const lookup = useVoucherLookup();
  const camera = useQrCamera((text) => lookup.search(codeFromQrText(text)));
  const inputRef = useRef<InputRef>(null);
  // No camera: straight back to the keyboard.
  useEffect(() => {
    if (camera.failed) inputRef.current?.focus();
  }, [camera.failed]);

  return (
    <Card>
      <Typography.Title level={3}>{voucherMessages.counterTitle}</Typography.Title>
      <CodeSearchForm
        code={lookup.code}
        searching={lookup.searching}
        cameraActive={camera.active}
        inputRef={inputRef}
        onSearch={lookup.search}
        onScan={camera.open}
      />
      {camera.failed && (
        <Alert type="warning" showIcon title={voucherMessages.cameraFailed} style={{ marginTop: 16 }} />
      )}
      {camera.active && <QrCameraView videoRef={camera.videoRef} onCancel={camera.close} />}
      {lookup.refusal && <Alert type="error" showIcon title={lookup.refusal} style={{ marginTop: 16 }} />}
      {lookup.searching && !lookup.voucher && <Skeleton active style={{ marginTop: 16 }} />}
      {lookup.voucher && !lookup.refusal && (
        // Keyed by code: another voucher starts with a clean form and no old refusal.
        <VoucherPanel key={lookup.voucher.voucher_code} voucher={lookup.voucher} refresh={lookup.refresh} />
      )}
    </Card>
  );
}
