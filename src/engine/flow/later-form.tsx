import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { loadForm, loadedForm, loadForms, type LoadedForm } from '../config/load-form';
import { Skeleton } from '../kinds/skeleton';
import { whenIdle } from '../load/when-idle';

/**
 * Loads the forms of a journey route's other steps (login by OTP beside the password) once the page
 * is idle: the first paint and the first input do not wait for them (issue 37 item 3), and going on
 * to one of those steps finds it there. Nothing is drawn again when they come.
 */
export function usePreloadedForms(names: readonly string[]): void {
  const wanted = names.join(' ');
  useEffect(() => {
    if (wanted === '') return undefined;
    // A form that does not come now is asked for again by the step that needs it (LaterForm).
    return whenIdle(() => void loadForms(wanted.split(' ')).catch(() => undefined));
  }, [wanted]);
}

/** Where forms come from: load-form.ts, or a test's own. */
export interface FormSource {
  readonly load: (name: string) => Promise<LoadedForm>;
  readonly loaded: (name: string) => LoadedForm | undefined;
}

const formSource: FormSource = { load: loadForm, loaded: loadedForm };

export interface LaterFormProps {
  readonly name: string;
  /** The form when the route loaded it before showing. */
  readonly known: LoadedForm | undefined;
  /** Called once the form is drawn after the step waited for it: the page step's first field takes focus then. */
  readonly onArrived?: () => void;
  readonly children: (form: LoadedForm) => ReactNode;
  readonly source?: FormSource;
}

/**
 * A step's form: at once when the route or the idle preload has it, else its skeleton until it has
 * come, or the network's failure with a retry. Only this part of the page is drawn again.
 */
export function LaterForm({ name, known, onArrived, children, source = formSource }: LaterFormProps) {
  const { t } = useTranslation();
  // What came is read from load-form's own record of loaded forms: this state only draws again.
  const [, setArrivals] = useState(0);
  const [failedName, setFailedName] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const waited = useRef(false);
  const shown = known ?? source.loaded(name);
  useEffect(() => {
    if (shown) return undefined;
    waited.current = true;
    let live = true;
    source.load(name).then(
      () => {
        if (live) setArrivals((count) => count + 1);
      },
      () => {
        if (live) setFailedName(name);
      },
    );
    return () => {
      live = false;
    };
  }, [name, shown, attempt, source]);
  useEffect(() => {
    if (!shown || !waited.current) return;
    waited.current = false;
    onArrived?.();
  }, [shown, onArrived]);
  if (shown) return children(shown);
  if (failedName !== name) return <Skeleton />;
  return (
    <div className="form-alert" role="alert">
      <p>{t('network.error')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          setFailedName(null);
          setAttempt((count) => count + 1);
        }}
      >
        {t('app.retry')}
      </button>
    </div>
  );
}
