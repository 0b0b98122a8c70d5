import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { GIF_1PX, JPEG_HEAD, PNG_1PX } from '../test/multipart.ts';
import { createLocalMediaStorage } from './media-storage.ts';
import { sniffImage, withSavedImages } from './uploads.ts';

describe('uploads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-uploads-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const storage = createLocalMediaStorage(dir);

  test('sniffImage reads magic bytes only', () => {
    assert.equal(sniffImage(PNG_1PX), 'png');
    assert.equal(sniffImage(GIF_1PX), 'gif');
    assert.equal(sniffImage(JPEG_HEAD), 'jpg');
    assert.equal(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), 'webp');
    assert.equal(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null);
    assert.equal(sniffImage(Buffer.alloc(0)), null);
  });

  test('a failed write deletes the files it saved; a good one keeps them', async () => {
    await assert.rejects(
      withSavedImages(
        storage,
        { a: { data: PNG_1PX, ext: 'png' }, b: { data: GIF_1PX, ext: 'gif' } },
        async (keys) => {
          assert.equal(fs.readdirSync(dir).length, 2);
          assert.match(keys.a as string, /^[0-9a-f-]{36}\.png$/);
          throw new Error('transação falhou');
        },
      ),
      /transação falhou/,
    );
    assert.deepEqual(fs.readdirSync(dir), []);
    const keys = await withSavedImages(storage, { a: { data: PNG_1PX, ext: 'png' } }, async (k) => k);
    assert.deepEqual(fs.readdirSync(dir), [keys.a]);
    assert.equal(storage.url(keys.a as string), `/media/${keys.a}`);
  });

  test('storage ignores keys that are not its own (no path tricks)', async () => {
    fs.writeFileSync(path.join(dir, 'keep.txt'), 'x');
    await storage.delete('../keep.txt');
    await storage.delete('keep.txt');
    assert.ok(fs.existsSync(path.join(dir, 'keep.txt')));
    assert.equal(storage.pathOf('../../etc/passwd'), null);
    assert.equal(storage.pathOf('a/b.png'), null);
  });
});
