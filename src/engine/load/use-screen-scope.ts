import { useMemo } from 'react';
import { useParams } from 'react-router';
import { limitValues } from '../../core/config/limits';
import type { TemplateScope } from '../../core/flow/resolve-template';
import { istDate } from '../../core/format/ist-time';
import { useApi } from '../api/api-context';

const limits = limitValues();

/**
 * What a screen definition's templates read: the session, the user data of spec §3 kept at login,
 * the path's parameters, the limits and today's date in India.
 */
export function useScreenScope(): TemplateScope {
  const { session } = useApi();
  const params = useParams();
  const mobileNumber = session.mobileNumber();
  const paramsKey = JSON.stringify(params);
  return useMemo(
    () => ({ session: { mobileNumber }, user: session.user(), params: JSON.parse(paramsKey) as unknown, limit: limits, today: istDate(Date.now()) }),
    [mobileNumber, paramsKey, session],
  );
}
