import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FormSource } from '../domain/form-fields.ts';
import { HttpError } from '../domain/http-error.ts';
import { cleanImage } from './clean-image.ts';
import type { ImageExt, MediaStorage } from './media-storage.ts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notImage: 'Envie uma imagem JPG, PNG ou GIF.',
  tooLarge: 'Imagem maior que 10 MB.',
  tooManyParts: 'Formulário com campos ou arquivos demais.',
  malformed: 'Formulário multipart inválido.',
} as const;

export interface UploadedImage {
  data: Buffer;
  ext: ImageExt;
}

/** A form body: text fields (JSON values when the body is JSON) and validated images by field name. */
export interface FormInput extends FormSource {
  images: Record<string, UploadedImage>;
}

/** The image type from the first bytes; the declared content type and file name are ignored. */
export function sniffImage(data: Buffer): ImageExt | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

function multipartError(err: unknown): never {
  const code = (err as { code?: string }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    throw new HttpError(413, { detail: UPLOAD_MESSAGES.tooManyParts });
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, { detail: UPLOAD_MESSAGES.tooLarge });
  if (code?.startsWith('FST_') || /multipart|boundary|terminated early/i.test(String(err)))
    throw new HttpError(400, { detail: UPLOAD_MESSAGES.malformed });
  throw err;
}

/**
 * Reads a multipart body (or a JSON object body, without files) into fields and images. Only the
 * file fields named in `imageFields` are kept; an empty file input counts as absent. Files are held
 * in memory (≤ 10 MB each, truncation detected), checked by magic bytes and re-encoded
 * (clean-image.ts): 413 / 415 otherwise. Nothing is written to storage here.
 */
export async function readForm(request: FastifyRequest, imageFields: readonly string[]): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, images: {}, json: true };
    if (typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(400, { non_field_errors: ['Dados inválidos.'] });
    return { fields: { ...(body as Record<string, unknown>) }, images: {}, json: true };
  }
  const fields: Record<string, unknown> = Object.create(null);
  const raw: Record<string, Buffer> = {};
  let tooLarge = false;
  try {
    const parts = request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 4, fields: 60, parts: 64, fieldSize: 200_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) {
        tooLarge = true;
        continue;
      }
      const data = Buffer.concat(chunks);
      if (imageFields.includes(part.fieldname) && data.length > 0) raw[part.fieldname] = data;
    }
  } catch (err) {
    multipartError(err);
  }
  if (tooLarge) throw new HttpError(413, { detail: UPLOAD_MESSAGES.tooLarge });
  const images: Record<string, UploadedImage> = {};
  for (const [field, data] of Object.entries(raw)) {
    const ext = sniffImage(data);
    const clean = ext ? await cleanImage(data, ext) : null;
    if (!ext || !clean) throw new HttpError(415, { detail: UPLOAD_MESSAGES.notImage });
    images[field] = { data: clean, ext };
  }
  return { fields: { ...fields }, images, json: false };
}

/**
 * Saves the images, runs `write` with their keys (field → key) and deletes the saved files again if
 * `write` throws, so a failed database write leaves no orphan files.
 */
export async function withSavedImages<T>(
  storage: MediaStorage,
  images: Record<string, UploadedImage>,
  write: (keys: Record<string, string>) => Promise<T>,
): Promise<T> {
  const keys: Record<string, string> = {};
  try {
    for (const [field, image] of Object.entries(images))
      keys[field] = await storage.save(image.data, image.ext);
    return await write(keys);
  } catch (err) {
    await Promise.all(Object.values(keys).map((key) => storage.delete(key).catch(() => {})));
    throw err;
  }
}

/** Registers @fastify/multipart (parsing happens in readForm, per route). */
export default fp(
  async (app: FastifyInstance) => {
    // Over fileSize the stream is truncated, not failed: readForm checks `file.truncated`.
    await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: IMAGE_MAX_BYTES } });
  },
  { name: 'uploads' },
);
