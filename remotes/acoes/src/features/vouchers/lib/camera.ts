/** Why the camera could not be used; every case gets the same message and typing still works. */
export class CameraUnavailableError extends Error {}

/**
 * The back camera (the one facing the voucher), falling back to any camera. Refused permission,
 * no camera, an insecure page (no mediaDevices) or a camera in use all end in CameraUnavailableError.
 */
export async function openBackCamera(): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) throw new CameraUnavailableError('getUserMedia indisponível');
  try {
    return await devices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  } catch (error) {
    throw new CameraUnavailableError(error instanceof Error ? error.name : String(error));
  }
}

export function stopStream(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
