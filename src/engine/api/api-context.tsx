import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@/api/api-client';
import type { SessionStore } from '@/api/session-store';
import type { FlowStore } from '../flow/flow-store';

export interface ApiServices {
  readonly client: ApiClient;
  readonly session: SessionStore;
  /** The state of journeys, encrypted in local storage (spec §3). */
  readonly flows: FlowStore;
}

const ApiContext = createContext<ApiServices | null>(null);

export interface ApiProviderProps {
  readonly services: ApiServices;
  readonly children: ReactNode;
}

export function ApiProvider({ services, children }: ApiProviderProps) {
  return <ApiContext.Provider value={services}>{children}</ApiContext.Provider>;
}

/** The wallet API client, the session store and the journeys' state of this portal. */
export function useApi(): ApiServices {
  const services = useContext(ApiContext);
  if (!services) throw new Error('useApi needs an ApiProvider above it');
  return services;
}
