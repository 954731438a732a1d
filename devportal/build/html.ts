import { escapeHtml as escape } from '../../sandbox/http/escape-html';

export { escape };

/** A value of the contract that should be text: itself, or nothing. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The little Markdown the contract's descriptions use: headings, bullets, paragraphs, code, bold. */
export function markdown(text: unknown): string {
  if (typeof text !== 'string') return '';
  const inline = (line: string) =>
    escape(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const html: string[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ')) {
      flush();
      html.push(`<h3>${inline(line.slice(3))}</h3>`);
    } else if (line.startsWith('* ')) {
      if (paragraph.length) flush();
      list.push(line.slice(2));
    } else if (line === '') {
      flush();
    } else if (list.length && raw.startsWith('  ')) {
      list[list.length - 1] = `${list.at(-1) ?? ''} ${line}`;
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return html.join('\n');
}

/** A table of rows of HTML cells, inside a region that scrolls sideways on a narrow screen (focusable, for the keyboard). */
export function table(label: string, head: readonly string[], rows: readonly (readonly string[])[], className = ''): string {
  if (rows.length === 0) return '';
  return `<div class="table-scroll" role="region" aria-label="${escape(label)}" tabindex="0"><table${className ? ` class="${className}"` : ''}><thead><tr>${head.map((cell) => `<th scope="col">${escape(cell)}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`;
}

/** A block of code with a copy button (the page's script adds the button's action). */
export function codeBlock(code: string, language: string, label: string): string {
  return `<div class="code"><div class="code__bar"><span>${escape(label)}</span><button type="button" class="copy" data-copy hidden>Copy</button></div><pre tabindex="0"><code class="language-${escape(language)}">${escape(code)}</code></pre></div>`;
}

/** Samples of one call in several languages: tabs when the script runs, one after the other when not. */
export function samples(id: string, blocks: readonly { readonly language: string; readonly label: string; readonly code: string }[]): string {
  return `<div class="samples" data-tabs id="${escape(id)}">${blocks.map((block) => `<section class="sample" data-tab="${escape(block.label)}" aria-label="${escape(block.label)}">${codeBlock(block.code, block.language, block.label)}</section>`).join('')}</div>`;
}
