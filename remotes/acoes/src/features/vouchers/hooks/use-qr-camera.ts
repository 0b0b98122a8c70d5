import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CameraUnavailableError, openBackCamera, stopStream } from '../lib/camera';
import { loadQrDecoder } from '../lib/qr-decoder';
import { scanFrames } from '../lib/scan-frames';

/**
 * 'Ler QR Code': opens the back camera into `videoRef`, loads the decoder and reads frames until a
 * code shows up, then closes the camera and hands over the QR text. Any failure (refused, absent,
 * decoder not loaded) closes it and sets `failed`; the code can still be typed.
 */
export function useQrCamera(onText: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  // Bumped by every open, cancel and unmount: a camera granted after the user gave up is closed.
  const attempt = useRef(0);

  const open = async () => {
    if (opening || stream) return;
    const mine = ++attempt.current;
    setFailed(false);
    setOpening(true);
    try {
      const granted = await openBackCamera();
      if (mine === attempt.current) setStream(granted);
      else stopStream(granted);
    } catch (error) {
      if (!(error instanceof CameraUnavailableError)) throw error;
      if (mine === attempt.current) setFailed(true);
    } finally {
      if (mine === attempt.current) setOpening(false);
    }
  };

  const close = () => {
    attempt.current += 1;
    setOpening(false);
    setStream(null);
  };
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const found = useEffectEvent((text: string) => {
    setStream(null);
    onText(text);
  });
  const decoderMissing = useEffectEvent(() => {
    setStream(null);
    setFailed(true);
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!stream || !video) return;
    let live = true;
    let stopScan = () => {};
    video.srcObject = stream;
    // muted + playsInline (in the markup) let phones play it inline without a tap.
    Promise.resolve()
      .then(() => video.play())
      .catch(() => undefined);
    loadQrDecoder().then(
      (decode) => {
        if (live) stopScan = scanFrames(video, decode, (text) => found(text));
      },
      () => {
        if (live) decoderMissing();
      },
    );
    return () => {
      live = false;
      stopScan();
      stopStream(stream);
      video.srcObject = null;
    };
  }, [stream]);

  return {
    videoRef,
    active: opening || stream !== null,
    failed,
    open: () => void open(),
    close,
  };
}
