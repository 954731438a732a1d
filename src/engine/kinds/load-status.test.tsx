import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/engine/i18n/use-translation';
import { createI18n } from '../i18n/create-i18n';
import { LoadStatus } from './load-status';

const requestId = '3f2b9c1e-7a4d-4e0b-9c2a-5d6e7f8a9b0c';

async function shown(httpStatus: number, failure?: 'network' | 'aborted') {
  const i18n = await createI18n('en');
  const result = { httpStatus, code: '', message: '', body: undefined, requestId, ...(failure ? { failure } : {}) };
  render(
    <I18nProvider i18n={i18n}>
      <LoadStatus state={{ status: 'failed', result, message: { messageKey: 'message.somethingWentWrong' }, blocked: false }} retry={() => undefined} />
    </I18nProvider>,
  );
  return { alert: screen.getByRole('alert'), reference: i18n.t('app.reference', { reference: requestId }) };
}

describe('a load that failed (issue 38 item 4)', () => {
  it.each([
    [503, undefined],
    [0, 'network' as const],
  ])('names the request for support when the server failed or no answer came (%s)', async (httpStatus, failure) => {
    const { alert, reference } = await shown(httpStatus, failure);
    expect(alert.textContent).toContain(reference);
  });

  it('names none for a refusal the customer can act on, or a call they left', async () => {
    const refused = await shown(400);
    expect(refused.alert.textContent).not.toContain(requestId);
    cleanup();
    const left = await shown(0, 'aborted');
    expect(left.alert.textContent).not.toContain(requestId);
  });
});
