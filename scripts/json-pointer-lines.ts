/**
 * The line of every place of a JSON text, by JSON pointer ("/limits/minLoadAmountPaise/value"), so
 * a finding of the config checker can say where to look as an editor counts (issue 19 item 1). A
 * member is at the line of its name, an item of an array at the line it starts. Read only for a
 * text JSON.parse accepted; names are kept as the checker writes them (not ~-escaped).
 */
export function pointerLines(text: string): ReadonlyMap<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const space = () => {
    for (; at < text.length; at += 1) {
      const char = text[at];
      if (char === '\n') line += 1;
      else if (char !== ' ' && char !== '\t' && char !== '\r') return;
    }
  };
  const string = (): string => {
    const start = at;
    for (at += 1; at < text.length && text[at] !== '"'; at += 1) if (text[at] === '\\') at += 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (pointer: string) => {
    space();
    if (!lines.has(pointer)) lines.set(pointer, line);
    const open = text[at];
    if (open === '{' || open === '[') {
      const close = open === '{' ? '}' : ']';
      at += 1;
      for (let index = 0; ; index += 1) {
        space();
        if (text[at] === close) break;
        if (open === '{') {
          const name = `${pointer}/${string()}`;
          lines.set(name, line);
          space();
          at += 1; // the colon
          value(name);
        } else value(`${pointer}/${String(index)}`);
        space();
        if (text[at] === ',') at += 1;
      }
      at += 1;
    } else if (open === '"') string();
    else while (at < text.length && !/[\s,\]}]/.test(text[at] ?? '')) at += 1;
  };
  value('');
  return lines;
}

/** The line of a pointer, or of the nearest place above it the text has (a member a finding says is missing is looked for where it belongs). */
export function lineOfPointer(lines: ReadonlyMap<string, number>, pointer: string): number {
  for (let place = pointer; ; place = place.slice(0, place.lastIndexOf('/'))) {
    const line = lines.get(place);
    if (line !== undefined) return line;
    if (place === '') return 1;
  }
}

/** The line of an offset of a text, as an editor counts from 1. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
