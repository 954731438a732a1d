import { useMemo } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { useParams } from 'react-router';
import { limitValues } from '@/core/config/limits';
import type { TemplateScope } from '@/core/flow/resolve-template';
import { istDate } from '@/core/format/ist-time';
import type { SessionStore } from '@/api/session-store';
import { useApi } from '../api/api-context';
import { useSameJson } from './use-same-json';

const limits = limitValues();

/**
 * What a screen definition's templates read: the session, the user data of spec §3 kept at login,
 * the path's parameters, the limits, today's date in India and the language the customer reads
 * (a statement is written in it).
 */
export function screenScope(session: Pick<SessionStore, 'mobileNumber' | 'user'>, params: unknown = {}, language = ''): TemplateScope {
  return { session: { mobileNumber: session.mobileNumber() }, user: session.user(), params, limit: limits, today: istDate(Date.now()), language };
}

/**
 * The scope without the path's parameters, for what stands around every page (the navigation, the
 * customer's name): reading the route's parameters would draw it again at every address.
 */
export function useSessionScope(): TemplateScope {
  const { session } = useApi();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const mobileNumber = session.mobileNumber();
  // The session object stays the same when a login or a logout changes what it holds: the number is
  // what changes then, so the scope is made again when it does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => screenScope(session, {}, language), [mobileNumber, session, language]);
}

/** The screen scope of the current route, the same object while the session and the path stay. */
export function useScreenScope(): TemplateScope {
  const base = useSessionScope();
  const params = useSameJson(useParams());
  return useMemo(() => ({ ...base, params }), [base, params]);
}
