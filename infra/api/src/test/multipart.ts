import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject: text fields and files. */
export function multipart(
  fields: Record<string, string | number | boolean>,
  files: Record<string, FilePart> = {},
) {
  const boundary = `----teste${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid images of each kind: the server checks the magic bytes, then decodes them. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG_1PX = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKALXj/9k=',
  'base64',
);
/** Only the first bytes of a JPEG: sniffed as one, but no image decodes from it. */
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** A form posted to an image upload: the URL, who posts it, its text fields and the file's field. */
interface UploadForm {
  url: string;
  token: string;
  fields: Record<string, string | number | boolean>;
  /** The file field of the disguised image, and of the one over the size limit. */
  disguised: string;
  oversize: string;
}

/**
 * The two uploads every image form refuses, with their answers: a text file named .png (415, its
 * bytes are not an image) and a PNG over 10 MB (413). What either may have stored is the caller's
 * to check.
 */
export async function assertImageUploadsRefused(app: FastifyInstance, form: UploadForm): Promise<void> {
  const post = (file: string, part: FilePart) => {
    const body = multipart(form.fields, { [file]: part });
    return app.inject({
      method: 'POST',
      url: form.url,
      headers: { authorization: `Bearer ${form.token}`, ...body.headers },
      payload: body.payload,
    });
  };
  const text = Buffer.from('não sou imagem');
  const fake = await post(form.disguised, { filename: 'logo.png', contentType: 'image/png', data: text });
  assert.equal(fake.statusCode, 415);
  assert.deepEqual(fake.json(), { detail: 'Envie uma imagem JPG, PNG ou GIF.' });
  const data = Buffer.concat([PNG_1PX, Buffer.alloc(10 * 1024 * 1024 + 1)]);
  const big = await post(form.oversize, { filename: 'big.png', contentType: 'image/png', data });
  assert.equal(big.statusCode, 413);
  assert.deepEqual(big.json(), { detail: 'Imagem maior que 10 MB.' });
}
