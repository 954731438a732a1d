import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { searchKey } from '@/core/text/search-key';
import { PortalLink } from '../../routing/portal-link';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import { usePageData } from '../../routing/page-context';
import type { ScreenLoad } from '../../routing/page-host';
import type { RouteEntry } from '@/core/routing/route-table';
import type { ContentBlock, ContentDefinition } from '@/core/screens/screen-definition';
import { asText } from '@/core/text/as-text';
import { loadScreen } from '../../config/load-screen';
import { countNamespace, loadNamespace } from '../../i18n/create-i18n';
import { useScreenScope } from '../../load/use-screen-scope';
import { KycComparison } from '../kyc-comparison';
import { Skeleton } from '../skeleton';
import { ScreenFrame } from '../screen-frame';
import { textValues } from '../shown-value';

/** The namespace of locales/ that holds the long texts of help and policies (content.json). */
const contentNamespace = 'content';

export async function loader(entry: RouteEntry): Promise<ScreenLoad> {
  return { data: await loadScreen(entry.definition, 'content'), pristine: true, namespaces: [contentNamespace, countNamespace] };
}

type Values = Readonly<Record<string, string | number>>;

/** Whether the long texts are loaded in the current language; they load with the first content page and each language switch. */
function useContentTexts(): boolean {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(i18n.language, contentNamespace) && i18n.hasResourceBundle(i18n.language, countNamespace));
  useEffect(() => {
    let current = true;
    // The long texts, and the count phrases they nest ("within 7 days").
    void Promise.all([loadNamespace(i18n, contentNamespace), loadNamespace(i18n, countNamespace)]).then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [i18n, i18n.language]);
  return loaded && i18n.hasResourceBundle(i18n.language, contentNamespace) && i18n.hasResourceBundle(i18n.language, countNamespace);
}

/** The values a page's texts name, each shown in its format ("₹10,000.00"), or as it is. */
function useContentValues(definition: ContentDefinition, scope: TemplateScope): Values {
  const { t } = useTranslation();
  return useMemo(() => textValues(definition.values ?? {}, scope, t), [definition.values, scope, t]);
}

/** A link of a content page: a route of the portal, or an address (mailto:, https:) that opens outside it. */
function ContentLink({ to, children }: { readonly to: string; readonly children: string }) {
  if (to.startsWith('/')) return <PortalLink to={to}>{children}</PortalLink>;
  const external = to.startsWith('https:');
  return (
    <a href={to} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
      {children}
    </a>
  );
}

function Faq({ block, values }: { readonly block: Extract<ContentBlock, { type: 'faq' }>; readonly values: Values }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const needle = searchKey(query.trim(), i18n.language);
  const topics = block.topics
    .map((topic) => ({ ...topic, items: topic.items.filter((item) => needle === '' || searchKey(`${t(item.q, values)} ${t(item.a, values)}`, i18n.language).includes(needle)) }))
    .filter((topic) => topic.items.length > 0);
  return (
    <div className="faq">
      <div className="field" role="search">
        <label htmlFor={`${id}-search`}>{t(block.searchLabelKey)}</label>
        <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} aria-describedby={`${id}-count`} />
        <p id={`${id}-count`} className="visually-hidden" role="status">
          {topics.length === 0 ? t(block.searchEmptyKey, { ...values, query: query.trim() }) : ''}
        </p>
      </div>
      {topics.length === 0 ? <p>{t(block.searchEmptyKey, { ...values, query: query.trim() })}</p> : null}
      {topics.map((topic) => (
        <section key={topic.titleKey} className="faq__topic">
          <h2>{t(topic.titleKey, values)}</h2>
          {topic.items.map((item) => (
            <details key={item.q} className="faq__item" open={needle !== ''}>
              <summary>{t(item.q, values)}</summary>
              <p>{t(item.a, values)}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * A route of kind content: structured text from locales/ (headings, paragraphs, lists, links, a
 * searchable list of questions), always rendered as text, never as HTML. Figures in the texts are
 * values of the definition (=limit.…), so a policy change is one change to rules/limits.json.
 */
export function Component() {
  const definition = usePageData<ContentDefinition>();
  const { t } = useTranslation();
  const scope = useScreenScope();
  const values = useContentValues(definition, scope);
  const ready = useContentTexts();
  return (
    <ScreenFrame busy={!ready}>
      {ready ? null : <Skeleton />}
      <div className="content" hidden={!ready}>
        {definition.introKey ? <p className="screen__intro">{t(definition.introKey, values)}</p> : null}
        {definition.blocks.map((block, index) => {
          switch (block.type) {
            case 'heading':
              return <h2 key={index}>{t(block.key, values)}</h2>;
            case 'paragraph':
              return <p key={index}>{t(block.key, values)}</p>;
            case 'list':
              return (
                <ul key={index}>
                  {block.items.map((key) => (
                    <li key={key}>{t(key, values)}</li>
                  ))}
                </ul>
              );
            case 'link':
              return (
                <p key={index}>
                  <ContentLink to={asText(resolveTemplate(block.to, scope))}>{t(block.key, values)}</ContentLink>
                </p>
              );
            case 'faq':
              return <Faq key={index} block={block} values={values} />;
            case 'comparison':
              return <KycComparison key={index} spec={block} />;
          }
        })}
      </div>
    </ScreenFrame>
  );
}
