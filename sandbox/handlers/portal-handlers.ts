import { limit } from '../../src/core/config/limits';
import type { AnswerOf, OperationHandler } from './types';
import { clientErrorsPath } from '../http/client-errors';

export interface PortalHandlers {
  getPortalConfig: OperationHandler<'getPortalConfig'>;
}

/** The runtime configuration the portal reads when it starts. */
export function createPortalHandlers(payloadKey: string | null): PortalHandlers {
  return {
    async getPortalConfig() {
      const answer: AnswerOf<'getPortalConfig', 200> = {
        payloadEncryption: payloadKey ? { enabled: true, algorithm: 'A256GCM', key: payloadKey } : { enabled: false, algorithm: 'A256GCM' },
        requestTimeoutMs: limit('requestTimeoutMs'),
        errorReportUrl: clientErrorsPath,
      };
      return answer;
    },
  };
}
