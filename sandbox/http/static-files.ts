import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unservedFilePattern } from './unserved-files';

/** One file of the build, every encoding of it in memory. */
export interface StaticFile {
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
  /** By content-encoding; '' is the file itself. */
  readonly bodies: ReadonlyMap<string, Buffer>;
}

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The copies the build leaves beside a file (scripts/compress-dist.ts), the smallest first. */
const encodings = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * The build under `root` by address (/assets/index-….js), each file read once with its Brotli and gzip
 * copies: served from files, each request asked the disk for every encoding (docs/decisions/0014).
 */
export function loadStaticFiles(root: string): ReadonlyMap<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = join(root, name);
    const address = `/${name.split('\\').join('/')}`;
    if (encodings.some(([, suffix]) => name.endsWith(suffix)) || unservedFilePattern.test(address) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    const bodies = new Map<string, Buffer>([['', body]]);
    for (const [encoding, suffix] of encodings) if (existsSync(`${path}${suffix}`)) bodies.set(encoding, readFileSync(`${path}${suffix}`));
    files.set(address, {
      type: types[extname(name)] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      // Hashed assets never change; a page must always be asked for again.
      cacheControl: address.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      bodies,
    });
  }
  return files;
}

/** The content-encodings a request accepts (q above 0). */
function acceptedEncodings(header: string | undefined): ReadonlySet<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Sends a file of the build: the smallest encoding the browser takes, or 304 when its copy is this one. */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  reply.header('vary', 'accept-encoding').header('cache-control', file.cacheControl).header('etag', file.etag).type(file.type);
  const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(file.etag)) return reply.code(304).send();
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const [encoding] = encodings.find(([name]) => accepted.has(name) && file.bodies.has(name)) ?? [];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(file.bodies.get(encoding ?? ''));
}
