import { describe, expect, it } from 'vitest';
import type { ApiResult } from './api-result';
import { messageForResult } from './message-for-result';
import { statusEffect } from './status-effect';
import { catalogueEntry } from '../config/catalogue';
import { catalogues } from '../config/catalogues';

const answer = (httpStatus: number, body: unknown = {}, code = '', message = ''): ApiResult => ({ httpStatus, code, message, body });

describe('HTTP status table of spec §8, from rules/catalogues/http-status.json', () => {
  it('401 clears the session: the effect is logout', () => {
    expect(statusEffect(answer(401))).toEqual({ kind: 'error', effect: 'logout' });
  });

  it.each([400, 404, 420])('%i is an error', (status) => {
    expect(statusEffect(answer(status))).toEqual({ kind: 'error' });
  });

  it.each([206, 409])('%i is a warning', (status) => {
    expect(statusEffect(answer(status))).toEqual({ kind: 'warning' });
  });

  it.each([200, 201, 202])('%i and other statuses are a success', (status) => {
    expect(statusEffect(answer(status))).toEqual({ kind: 'success' });
  });

  it('429 is an error with the OTP-limit message of code 149', () => {
    expect(statusEffect(answer(429))).toEqual({ kind: 'error' });
    expect(messageForResult(answer(429)).messageKey).toBe('code.149');
  });

  it('a 429 that names its wait passes the seconds to the message of its code: too soon for another OTP is 168, not 149 (issue 31 item 5)', () => {
    expect(messageForResult(answer(429, { code: '168', retryAfterSeconds: 22 }, '168'))).toEqual({ messageKey: 'code.168', values: { retryAfterSeconds: 22 } });
  });

  it('a 149 that names its wait is told with the wait, in its entry\'s waitMessageKey (issue 55 item 2: "try again later" never said how long)', () => {
    const waitKey = catalogueEntry(catalogues.responseCodes, '149')?.waitMessageKey;
    expect(waitKey).toBeDefined();
    expect(messageForResult(answer(429, { code: '149', retryAfterSeconds: 1740 }, '149'))).toEqual({ messageKey: waitKey, values: { retryAfterSeconds: 1740 } });
    expect(messageForResult(answer(429, { code: '149' }, '149'))).toEqual({ messageKey: catalogueEntry(catalogues.responseCodes, '149')?.messageKey });
  });

  it('fills a code\'s message with the values the answer gives it: a dispute already open names its request (issue 55 item 6)', () => {
    const key = catalogueEntry(catalogues.responseCodes, '169')?.messageKey;
    expect(messageForResult(answer(409, { code: '169', values: { serviceRequestNo: 'SRN123', ignored: { nested: true } } }, '169'))).toEqual({ messageKey: key, values: { serviceRequestNo: 'SRN123' } });
  });

  it("504 shows the server's own message", () => {
    const result = answer(504, { code: '504', message: 'Aadhaar service timed out' }, '504', 'Aadhaar service timed out');
    expect(statusEffect(result)).toEqual({ kind: 'error' });
    expect(messageForResult(result)).toEqual({ messageKey: 'message.server', values: { message: 'Aadhaar service timed out' } });
  });

  it('403 with body status 500 is the temporary block: a warning naming the help address', () => {
    const result = answer(403, { code: '403', message: 'blocked', status: 500 }, '403', 'blocked');
    expect(statusEffect(result)).toEqual({ kind: 'warning' });
    expect(messageForResult(result)).toEqual({ messageKey: 'notice.temporaryBlock' });
  });

  it("words an answer by the key of the portal's text it names, with its values, rather than its English (issue 35 item 8)", () => {
    // The English the answer carries beside its key is not what is shown.
    const noneFound = answer(404, { code: '404', message: 'its English words', messageKey: 'account:serviceRequest.noneFound' }, '404', 'its English words');
    expect(messageForResult(noneFound)).toEqual({ messageKey: 'account:serviceRequest.noneFound', values: {} });
    const named = answer(400, { code: '400', message: 'Limit 5', messageKey: 'validation.tooMany', values: { count: 5 } }, '400', 'Limit 5');
    expect(messageForResult(named)).toEqual({ messageKey: 'validation.tooMany', values: { count: 5 } });
    // A key of the sandbox's own texts, which the portal does not load, or no key at all: its words as sent.
    expect(messageForResult(answer(400, { code: '400', message: 'a field named twice', messageKey: 'api:fieldOnce' }, '400', 'a field named twice'))).toEqual({ messageKey: 'message.server', values: { message: 'a field named twice' } });
  });

  it('403 without body status 500 is not a temporary block', () => {
    expect(messageForResult(answer(403, { code: '403', message: 'Forbidden' }, '403', 'Forbidden')).messageKey).toBe('message.server');
  });
});
