// Test-only. jsdom's FormData/File are not undici's, so a multipart body built from them reaches
// fetch as '[object FormData]'. This swaps in Node's own classes (taken from a parsed multipart
// Response, the only public door to them here) for the tests that send multipart.
const sample =
  '--x\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nA\r\n--x--\r\n';

export function withNodeMultipart() {
  const original = { FormData: globalThis.FormData, File: globalThis.File };
  beforeAll(async () => {
    const parsed = await new Response(sample, {
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
