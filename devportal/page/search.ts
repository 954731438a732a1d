interface SearchEntry {
  readonly kind: string;
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

const kindOrder = ['guide', 'page', 'operation', 'field', 'code'];
const kindWords: Readonly<Record<string, string>> = { guide: 'Guide', page: 'Page', operation: 'Operation', field: 'Field', code: 'Code' };

/** Entries whose title or words hold every word typed, titles first, then by kind. */
export function rank(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries
    .map((entry) => {
      const title = entry.title.toLowerCase();
      const all = `${title} ${entry.text.toLowerCase()}`;
      if (!words.every((word) => all.includes(word))) return null;
      const score = words.filter((word) => title.includes(word)).length * 10 - kindOrder.indexOf(entry.kind);
      return { entry, score };
    })
    .filter((found): found is { entry: SearchEntry; score: number } => found !== null)
    .sort((a, b) => b.score - a.score)
    .slice(0, 20)
    .map(({ entry }) => entry);
}

/** The search box: results as the reader types, the arrow keys to move through them. */
export function enhanceSearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-search]');
  const input = form?.querySelector<HTMLInputElement>('input[type=search]');
  const list = form?.querySelector<HTMLUListElement>('.search__results');
  const status = form?.querySelector<HTMLElement>('.search__status');
  if (!form || !input || !list || !status) return;
  let index: Promise<SearchEntry[]> | null = null;
  const load = () => (index ??= fetch('/docs/api/search-index.json').then((answer) => answer.json() as Promise<SearchEntry[]>));
  const show = async () => {
    const found = rank(await load(), input.value);
    list.replaceChildren(
      ...found.map((entry) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = entry.url;
        const kind = document.createElement('span');
        kind.className = 'search__kind';
        kind.textContent = kindWords[entry.kind] ?? entry.kind;
        const title = document.createElement('span');
        title.textContent = entry.title;
        link.append(kind, title);
        item.append(link);
        return item;
      }),
    );
    list.hidden = input.value.trim() === '';
    status.textContent = input.value.trim() === '' ? '' : `${String(found.length)} result${found.length === 1 ? '' : 's'}`;
  };
  input.addEventListener('input', () => void show());
  input.addEventListener('focus', () => void load());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    list.querySelector('a')?.click();
  });
  form.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
      (next < 0 ? input : links[next])?.focus();
    } else if (event.key === 'Escape') {
      list.hidden = true;
      input.focus();
    }
  });
  const query = new URLSearchParams(location.search).get('q');
  if (query) {
    input.value = query;
    void show();
  }
}
