import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import routesSchema from '../../schemas/config/routes.schema.json';
import { useSave } from './use-save';
import type { FormValues } from './flat-validator';
import type { EditorPanelProps } from './limits-panel';
import { StaffForm } from './staff-form';
import { LoadedView } from './states';
import { t } from './texts';
import { useLoad } from './use-load';

interface Route {
  readonly path: string;
  readonly access: string;
  readonly nav?: { readonly labelKey: string; readonly icon: string; readonly permission?: string };
  readonly [other: string]: unknown;
}

const routeFields = routesSchema.properties.routes.items.properties;

/** A route's switches as one level of fields, from the routes meta-schema: who may open it, and its navigation entry. */
function routeForm(route: Route, icons: readonly string[]): { schema: RJSFSchema; formData: FormValues } {
  return {
    schema: {
      type: 'object',
      required: ['access'],
      properties: {
        access: { ...routeFields.access, title: t('routes.access') } as RJSFSchema,
        inNavigation: { type: 'boolean', title: t('routes.inNavigation') },
        navLabel: { type: 'string', title: t('routes.navLabel') },
        navIcon: { type: 'string', enum: [...icons], title: t('routes.navIcon') },
        navPermission: { type: 'string', title: t('routes.navPermission') },
      },
    },
    formData: { access: route.access, inNavigation: route.nav !== undefined, navLabel: route.nav?.labelKey ?? '', navIcon: route.nav?.icon ?? '', navPermission: route.nav?.permission ?? '' },
  };
}

/** The route as the form's values make it: the navigation entry kept, changed or taken out. */
function routeOf(route: Route, values: FormValues): Route {
  const rest: Record<string, unknown> = { ...route };
  delete rest['nav'];
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const permission = text('navPermission');
  const nav = values['inNavigation'] === true ? { labelKey: text('navLabel'), icon: text('navIcon'), ...(permission ? { permission } : {}) } : undefined;
  return { ...rest, path: route.path, access: text('access'), ...(nav ? { nav } : {}) };
}

/** Every route with who may open it and its navigation entry; its maker switches them. */
export function RoutesPanel({ draftId, editable, onSaved }: EditorPanelProps) {
  const { loaded, reload } = useLoad<{ routes: Route[]; icons: string[] }>(`/drafts/${String(draftId)}/routes`);
  const [editing, setEditing] = useState<number | null>(null);
  const { refusal, save: put } = useSave(reload, onSaved);
  const save = (index: number, route: Route) => put(`/drafts/${String(draftId)}/entry`, { file: 'schemas/routes.json', pointer: `/routes/${String(index)}`, value: route }, route.path, () => setEditing(null));
  return (
    <LoadedView loaded={loaded} retry={reload}>
      {({ routes, icons }) =>
        routes.length === 0 ? (
          <p>{t('routes.none')}</p>
        ) : (
          <ul className="rows">
            {routes.map((route, index) => (
              <li key={route.path} className="card">
                <h3>{route.path}</h3>
                <p className="muted">{t('routes.access')}: {route.access}{route.nav ? ` · ${t('routes.inNavigation')}: ${route.nav.labelKey}` : ''}</p>
                {editing === index ? (
                  <div className="editor">
                    {refusal && <p role="alert" className="error">{refusal}</p>}
                    <StaffForm idPrefix={`route-${String(index)}`} {...routeForm(route, icons)} onSubmit={(values) => void save(index, routeOf(route, values))} submitLabel={t('routes.save')} />
                    <button type="button" className="secondary" onClick={() => setEditing(null)}>{t('limits.cancel')}</button>
                  </div>
                ) : (
                  editable && <button type="button" aria-label={`${t('limits.edit')} ${route.path}`} onClick={() => setEditing(index)}>{t('limits.edit')}</button>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </LoadedView>
  );
}
