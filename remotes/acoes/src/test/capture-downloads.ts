/** A file the screen handed to the browser to save. */
export interface CapturedDownload {
  name: string;
  blob: Blob;
}

/**
 * Records the files the screen saves through a temporary link (jsdom cannot save files): its
 * object URL and the link's click are replaced; restore with jest.restoreAllMocks().
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
  return downloads;
}

/** The saved bytes as text, the BOM kept (Blob.text() would drop it). */
export async function savedText(download: CapturedDownload | undefined): Promise<string> {
  const bytes = new Uint8Array(await (download?.blob ?? new Blob()).arrayBuffer());
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}
