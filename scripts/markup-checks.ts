/**
 * A text is shown as text, never as HTML (issue 57 item 4): `<script>`, `<img onerror=…>` or `<b>` in a
 * translation would show as those characters on the customer's screen, or, through any path that ever
 * rendered HTML, run. The checker refuses markup where it is written.
 */
import type { Problem } from './config-problem';
import { localeTexts } from './locale-keys';
import { pointerSegment } from '../src/core/config/json-pointer';

/** An opening or closing tag, a comment or a doctype: "<" followed by a letter, "/" or "!". */
const markup = /<[a-zA-Z/!][^>]*>?/u;

export function checkMarkup(files: ReadonlyMap<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const texts of localeTexts(files).values()) {
    for (const [key, { text, file }] of texts) {
      const found = markup.exec(text)?.[0];
      if (found === undefined) continue;
      problems.push({ file, path: `/${key.replace(/^[^:]+:/, '').split('.').map(pointerSegment).join('/')}`, message: `holds markup (${found.slice(0, 40)}); a text is shown as plain text, never as HTML: write it without tags, and where a value goes, a placeholder ({{name}})` });
    }
  }
  return problems;
}
