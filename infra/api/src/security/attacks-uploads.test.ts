import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../test/helpers.ts';
import { JPEG_1PX, multipart, PNG_1PX } from '../test/multipart.ts';

/**
 * Uploads were stored byte for byte once their first bytes looked like an image, so a
 * PNG header followed by HTML was served back from the API's origin. Images are now re-encoded
 * (sharp) and /media/ answers forbid any active content.
 */

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** A valid PNG carrying HTML in a tEXt chunk before IEND (metadata a decoder ignores). */
function pngWithTextChunk(text: string): Buffer {
  const iend = PNG_1PX.length - 12;
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const type = Buffer.from('tEXt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])));
  return Buffer.concat([PNG_1PX.subarray(0, iend), length, type, data, crc, PNG_1PX.subarray(iend)]);
}

describe('attack: images that are pages ', () => {
  let ctx: TestContext;
  let admin = '';
  let partnerId = 0;
  let locationId = 0;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-attack-media-'));
  before(async () => {
    ctx = await createTestContext({ MEDIA_DIR: mediaDir });
    const fx = await insertFixtures(ctx.db);
    partnerId = fx.p1.id;
    locationId = fx.d2.locationId as number;
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  let seq = 0;
  const upload = (data: Buffer, filename = 'logo.png') => {
    const form = multipart(
      { store_name: `Loja ${++seq}`, partner_id: partnerId, location_id: locationId },
      { store_logo: { filename, contentType: 'image/png', data } },
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/partnerships/partner-locations/',
      headers: { authorization: `Bearer ${admin}`, ...form.headers },
      payload: form.payload,
    });
  };
  const storedFile = (logo: string) => fs.readFileSync(path.join(mediaDir, logo.slice('/media/'.length)));

  test('a real image followed by HTML is stored as a clean image of the same type', async () => {
    for (const [image, ext] of [
      [PNG_1PX, 'png'],
      [JPEG_1PX, 'jpg'],
    ] as const) {
      const res = await upload(Buffer.concat([image, HTML]), `pagina.${ext}`);
      assert.equal(res.statusCode, 201, res.body);
      const { logo } = res.json<{ logo: string }>();
      assert.match(logo, new RegExp(`^/media/[0-9a-f-]{36}\\.${ext}$`));
      const stored = storedFile(logo);
      assert.deepEqual(stored.subarray(0, 3), image.subarray(0, 3), 'still the image type');
      assert.equal(stored.includes('<script'), false, 'the appended HTML is gone');
    }
  });

  test('HTML hidden in image metadata is not stored', async () => {
    const res = await upload(pngWithTextChunk('<script>alert(1)</script>'));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(storedFile(res.json<{ logo: string }>().logo).includes('<script'), false);
  });

  test('a PNG header followed by HTML does not decode: refused with the upload message', async () => {
    const before = fs.readdirSync(mediaDir).length;
    const res = await upload(Buffer.concat([PNG_1PX.subarray(0, 16), HTML]));
    assert.equal(res.statusCode, 415);
    assert.deepEqual(res.json(), { detail: 'Envie uma imagem JPG, PNG ou GIF.' });
    assert.equal(fs.readdirSync(mediaDir).length, before, 'nothing stored');
  });

  test('/media/ answers forbid scripts, sniffing and rendering as a page', async () => {
    const res = await upload(PNG_1PX);
    const { logo } = res.json<{ logo: string }>();
    const media = await ctx.app.inject({ url: logo });
    assert.equal(media.statusCode, 200);
    assert.equal(media.headers['content-type'], 'image/png');
    assert.equal(media.headers['content-security-policy'], "sandbox; default-src 'none'");
    assert.equal(media.headers['x-content-type-options'], 'nosniff');
    assert.equal(media.headers['content-disposition'], `inline; filename="${logo.slice('/media/'.length)}"`);
  });
});
