import type { OperationInfo } from '../generated/operations';

/** An operation of the contract that needs the session (security not emptied); a path the contract lacks is none. */
export const isPrivate = (operation: OperationInfo | undefined): boolean => operation !== undefined && operation.isPublic !== true;
