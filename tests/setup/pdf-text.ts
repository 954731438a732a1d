import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it (Debian's poppler-utils, installed by .ci/run),
 * from a file or from the bytes of one; a protected one opens with its password, and without it
 * pdftotext fails, which throws here.
 */
export function pdfText(pdf: string | Buffer, password?: string): string {
  const file = typeof pdf === 'string' ? pdf : join(mkdtempSync(join(tmpdir(), 'statement-')), 'statement.pdf');
  if (typeof pdf !== 'string') writeFileSync(file, pdf);
  return execFileSync('pdftotext', [...(password ? ['-upw', password] : []), '-layout', file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
