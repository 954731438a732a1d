/**
 * The last step of `npm run build` (issue 14): a Brotli (.br) and a gzip (.gz) copy beside every
 * text file of dist/, at their highest levels, so the server sends the smallest one the browser
 * accepts without compressing on each request. Source maps stay as they are: only developers read them.
 * The developer portal and the policy pages (dist/docs/), read at a desk, not on a customer's phone,
 * take Brotli's level 10: 3% larger, in a third of the time level 11 took over them, 9 of the
 * build's 13 seconds of compressing (docs/decisions/0014).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../dist');
const docs = join(dist, 'docs');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

let before = 0;
let brotli = 0;
let count = 0;
for (const path of filesOf(dist).filter((file) => compressible.test(file))) {
  const content = readFileSync(path);
  const quality = path.startsWith(`${docs}/`) ? constants.BROTLI_MAX_QUALITY - 1 : constants.BROTLI_MAX_QUALITY;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  brotli += br.length;
  count += 1;
}
console.log(`compressed ${String(count)} files of dist/: ${(before / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as Brotli`);
