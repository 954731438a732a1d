import { createContext, useContext } from 'react';
import type { StaffMember } from './types';

export const MemberContext = createContext<StaffMember | null>(null);

/** The signed-in member; the layout renders pages only once there is one. */
export function useMember(): StaffMember {
  const member = useContext(MemberContext);
  if (!member) throw new Error('a console page outside the signed-in layout');
  return member;
}
