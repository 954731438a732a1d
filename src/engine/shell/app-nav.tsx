import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { matchPath } from 'react-router';
import { routeTable } from '@/core/routing/route-table';
import type { ActionSpec } from '@/core/screens/screen-definition';
import { ActionBar } from '../actions/action-bar';
import { ActionIcon } from '../actions/action-icon';
import { useSessionScope } from '../load/use-screen-scope';
import { usePagePath } from '../routing/page-context';

/** The nav entries of schemas/routes.json as actions, in their order: a link each, with the permission its screen needs. */
const routeEntries: readonly ActionSpec[] = routeTable.routes.flatMap((route) =>
  route.nav ? [{ id: route.path, labelKey: route.nav.labelKey, to: route.path, icon: route.nav.icon, ...(route.nav.permission ? { permission: route.nav.permission } : {}) }] : [],
);

export interface AppNavProps {
  /** The entries, the route table's unless given. */
  readonly entries?: readonly ActionSpec[];
}

/**
 * The signed-in navigation, the current page marked. A screen the customer's KYC level does not
 * allow stays listed and says so. "/" shows the home, so it marks the home's entry. On a phone the
 * entries stand in one bar at the bottom; when there are more than it holds, the stylesheet keeps
 * the first ones and "More" opens the others above it (a disclosure: Escape, a tap outside or
 * following an entry closes it). How many fit is the stylesheet's, so any number of entries in
 * schemas/routes.json lays out.
 */
export function AppNav({ entries = routeEntries }: AppNavProps) {
  const { t } = useTranslation();
  const pathname = usePagePath();
  const scope = useSessionScope();
  const navRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [openOn, setOpenOn] = useState(pathname);
  if (openOn !== pathname) {
    setOpenOn(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    moreRef.current?.focus();
  };
  const isCurrent = (action: ActionSpec) => matchPath(action.id, pathname) !== null || (action.id === routeTable.homeRoute && pathname === '/');
  const more = (
    <button ref={moreRef} type="button" className="app-nav__link app-nav__more" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
      <ActionIcon name="more" />
      <span className="action__text">
        <span className="action__label">{t('nav.more')}</span>
      </span>
    </button>
  );
  return (
    <nav ref={navRef} className={open ? 'app-nav app-nav--open' : 'app-nav'} aria-label={t('nav.label')} onKeyDown={close}>
      <ActionBar actions={entries} scope={scope} variant="nav" isCurrent={isCurrent} trailing={more} />
    </nav>
  );
}
