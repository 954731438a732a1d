import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { faceFileName, type ScriptFace } from '../../src/core/text/script-faces';

const require = createRequire(import.meta.url);

/** A file of an @fontsource package, where npm put it. */
export function fontsourceFile(fontsource: string, file: string): string {
  return join(dirname(require.resolve(`@fontsource/${fontsource}/package.json`)), 'files', file);
}

/** The file of a script's face at a weight (src/core/text/script-faces.ts). */
export function scriptFaceFile(face: ScriptFace, weight: number, format: 'woff' | 'woff2'): string {
  return fontsourceFile(face.fontsource, faceFileName(face, weight, format));
}
