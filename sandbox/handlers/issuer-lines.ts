import { limit } from '../../src/core/config/limits';
import { textIn, type DocumentLanguage } from '../http/envelope';

/** A label and its value as the language joins them ("Helpline: …", "Service client : …"). */
export const labelled = (language: DocumentLanguage, labelKey: string, value: string): string => textIn(language, 'api:labelled', { label: textIn(language, labelKey), value });

/** Who issues a document (a statement, a receipt), as a bank's e-statement heads it: name, registered office, helpline and grievance contact. */
export function issuerLines(language: DocumentLanguage): readonly string[] {
  return [
    labelled(language, 'api:statement.issuedBy', limit('issuerName')),
    labelled(language, 'api:statement.registeredOffice', limit('issuerAddress')),
    `${labelled(language, 'api:statement.helpline', `${limit('helplineNumber')} · ${limit('helpAddress')}`)} · ${labelled(language, 'api:statement.grievances', limit('grievanceAddress'))}`,
  ];
}
