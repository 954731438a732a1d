/** Samples in several languages become tabs (the reader's last choice kept for every page). */
export function enhanceTabs(): void {
  const chosen = localStorage.getItem('docs-sample-language');
  document.querySelectorAll<HTMLElement>('[data-tabs]').forEach((group, groupIndex) => {
    const panels = [...group.querySelectorAll<HTMLElement>(':scope > [data-tab]')];
    const list = document.createElement('div');
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-label', 'Language of the sample');
    const tabs = panels.map((panel, index) => {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.setAttribute('role', 'tab');
      tab.id = `tab-${String(groupIndex)}-${String(index)}`;
      tab.textContent = panel.dataset['tab'] ?? '';
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.removeAttribute('aria-label');
      return tab;
    });
    const select = (index: number, remember: boolean) => {
      tabs.forEach((tab, at) => {
        tab.setAttribute('aria-selected', String(at === index));
        tab.tabIndex = at === index ? 0 : -1;
        if (panels[at]) panels[at].hidden = at !== index;
      });
      if (remember) localStorage.setItem('docs-sample-language', tabs[index]?.textContent ?? '');
    };
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(index, true));
      tab.addEventListener('keydown', (event) => {
        if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
        const next = (index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
        select(next, true);
        tabs[next]?.focus();
      });
    });
    list.append(...tabs);
    group.prepend(list);
    const remembered = tabs.findIndex((tab) => tab.textContent === chosen);
    select(remembered >= 0 ? remembered : 0, false);
  });
}

/** Each code block's Copy button. */
export function enhanceCopy(): void {
  document.querySelectorAll<HTMLButtonElement>('[data-copy]').forEach((button) => {
    button.hidden = false;
    button.addEventListener('click', () => {
      const code = button.closest('.code')?.querySelector('code')?.textContent ?? '';
      void navigator.clipboard.writeText(code).then(() => {
        button.textContent = 'Copied';
        setTimeout(() => (button.textContent = 'Copy'), 1500);
      });
    });
  });
}

/** The sidebar shows where the reader is: the current page's entry scrolled into view. */
export function followSidebar(): void {
  const current = document.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  current?.scrollIntoView({ block: 'nearest' });
  // On a phone the menu starts closed: the page comes first.
  const menu = document.querySelector<HTMLDetailsElement>('.sidebar__menu');
  if (menu && matchMedia('(max-width: 48rem)').matches) menu.open = false;
}
