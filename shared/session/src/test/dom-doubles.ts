// Test-only doubles of what jsdom lacks, for every app's component tests: a screen width for antd's
// breakpoints, the browser's file saving, and Node's own multipart classes.

/** A matchMedia that answers as a window `width` px wide (jsdom's stub matches nothing). */
export function matchMediaAt(width: number): typeof window.matchMedia {
  return (query: string) => {
    const min = Number(/min-width:\s*([\d.]+)/.exec(query)?.[1] ?? 0);
    const max = Number(/max-width:\s*([\d.]+)/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: width >= min && width <= max,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

/**
 * The tests of this file run on a window `width` px wide: antd's breakpoints and other screen-size
 * queries read it (jsdom's own answer, "nothing matches", is antd's narrowest screen).
 */
export function onScreenWidth(width: number) {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = matchMediaAt(width);
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

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

const multipartSample =
  '--x\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nA\r\n--x--\r\n';

/**
 * jsdom's FormData/File are not undici's, so a multipart body built from them reaches fetch as
 * '[object FormData]'. These hooks swap in Node's own classes (taken from a parsed multipart
 * Response, the only public door to them here) for the tests of this file.
 */
export function withNodeMultipart() {
  const original = { FormData: globalThis.FormData, File: globalThis.File };
  beforeAll(async () => {
    const parsed = await new Response(multipartSample, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    }).formData();
    const file = parsed.get('f');
    globalThis.FormData = parsed.constructor as typeof FormData;
    if (file && typeof file !== 'string') globalThis.File = file.constructor as typeof File;
  });
  afterAll(() => {
    globalThis.FormData = original.FormData;
    globalThis.File = original.File;
  });
}
