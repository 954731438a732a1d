import { useTranslation } from '@/engine/i18n/use-translation';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { NoteSpec } from '@/core/screens/screen-definition';
import { textValues } from './shown-value';

export interface NotesProps {
  readonly notes: readonly NoteSpec[];
  readonly scope: TemplateScope;
}

/** The notes of a definition whose condition holds, each a notice with the values it names. */
export function Notes({ notes, scope }: NotesProps) {
  const { t } = useTranslation();
  return notes
    .filter((note) => resolveTemplate(note.when, scope) === true)
    .map((note) => (
      <p key={note.messageKey} className="notice">
        {t(note.messageKey, textValues(note.values ?? {}, scope, t))}
      </p>
    ));
}
