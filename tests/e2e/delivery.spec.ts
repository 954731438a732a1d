import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from './fixtures';

const dist = join(import.meta.dirname, '../../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? '';

test('the build leaves a Brotli and a gzip copy beside every script, style and page (issue 14)', () => {
  const assets = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
  const files = [...assets.map((name) => `assets/${name}`), 'index.html'];
  const missing = files.flatMap((file) => [`${file}.br`, `${file}.gz`]).filter((file) => !existsSync(join(dist, file)));
  expect(files.length).toBeGreaterThan(1);
  expect(missing).toEqual([]);
});

test('a script goes over the wire as the smallest encoding the browser takes, kept for a year; the page is always fresh', async ({ request }) => {
  const raw = readFileSync(join(dist, entry));
  const br = await request.get(`/${entry}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toBe('accept-encoding');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // What arrives is the script itself (Playwright hands the body over decoded), and far fewer bytes travelled.
  expect((await br.body()).equals(raw)).toBe(true);
  expect(Number(br.headers()['content-length'])).toBeLessThan(raw.length / 2);
  expect(brotliDecompressSync(readFileSync(join(dist, `${entry}.br`))).equals(raw)).toBe(true);

  const gz = await request.get(`/${entry}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(`/${entry}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(plain.headers()['content-length'])).toBe(raw.length);

  for (const path of ['/login', '/dashboard']) {
    const page = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding'], path).toBe('br');
    expect(page.headers()['cache-control'], path).toBe('no-cache');
    expect(page.headers()['vary'], path).toBe('accept-encoding');
  }
});
