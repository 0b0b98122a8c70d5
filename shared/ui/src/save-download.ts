/**
 * The file name in a Content-Disposition header (RFC 6266: filename* wins over filename), reduced to
 * a base name so a header can never suggest a path; `fallback` when the header names none.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name = '';
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed percent-encoding: the plain filename below decides.
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
    name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  }
  return name.split(/[\\/]/).pop() || fallback;
}

/** Saves a blob through a temporary link: the browser's own download flow. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking synchronously can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A response's body saved under the name its Content-Disposition gives; returns that name. */
export async function saveResponse(response: Response, fallback: string): Promise<string> {
  const name = fileNameFromDisposition(response.headers.get('content-disposition'), fallback);
  saveBlob(await response.blob(), name);
  return name;
}
