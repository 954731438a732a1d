import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { useNavigateTo, useNavigating } from '../routing/page-context';
import { Skeleton } from '../kinds/skeleton';
import { Dialog, leaveDialogEntry } from './dialog';
import type { ModalDefinition } from './modal-definition';

type JsonModule<T> = { default: T };

// Modals are a few lines of JSON each, and any screen may open one: they come with the layout.
// Only the upgrade offer shows a comparison: its code (and the permission rules it reads) loads when
// that dialog opens, not with every page's first load.
const ReadyComparison = lazy(() => import('../kinds/kyc-comparison').then((module) => ({ default: module.ReadyKycComparison })));

const modalFiles = import.meta.glob<JsonModule<ModalDefinition>>('../../../schemas/modals/*.json', { eager: true });
const modals = new Map(Object.values(modalFiles).map((file) => [file.default.modal, file.default]));

type OpenModal = (id: string) => void;

const ModalContext = createContext<OpenModal | null>(null);

export interface ModalProviderProps {
  readonly children: ReactNode;
}

/** Opens the modals that outcome effects name (the KYC upgrade prompts); one at a time. */
export function ModalProvider({ children }: ModalProviderProps) {
  const { t } = useTranslation();
  const navigate = useNavigateTo();
  const navigating = useNavigating();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useCallback<OpenModal>((id) => {
    if (!modals.has(id)) throw new Error(`no modal "${id}" in schemas/modals/`);
    setOpenId(id);
  }, []);
  const value = useMemo(() => open, [open]);
  const shown = openId === null ? undefined : modals.get(openId);
  const close = () => setOpenId(null);
  const actions = shown ? (
    <div className="actions">
      {shown.actions.map((action, index) => (
        <button
          key={action.labelKey}
          type="button"
          className={index === 0 ? 'button button--primary' : 'button'}
          onClick={() => {
            // While the page is moving on (a login that ends on the home), going back would cancel that.
            void (navigating ? Promise.resolve() : leaveDialogEntry()).then(() => {
              close();
              if (action.to) void navigate(action.to);
            });
          }}
        >
          {t(action.labelKey)}
        </button>
      ))}
    </div>
  ) : null;
  return (
    <ModalContext.Provider value={value}>
      {children}
      {shown ? (
        <Dialog labelledBy="modal-title" onClose={close}>
          <h2 id="modal-title">{t(shown.titleKey)}</h2>
          {shown.paragraphs.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
          {shown.comparison ? (
            // The buttons come with the whole comparison, not before it: drawn under its skeleton, they
            // moved down as it loaded, and a tap meant for "Later" could land on the dialog itself.
            <Suspense fallback={<Skeleton lines={2} />}>
              <ReadyComparison spec={shown.comparison} />
              {actions}
            </Suspense>
          ) : (
            actions
          )}
        </Dialog>
      ) : null}
    </ModalContext.Provider>
  );
}

/** The title key of a modal of schemas/modals/, for a notice that opens it. */
export function modalTitleKey(id: string): string {
  const modal = modals.get(id);
  if (!modal) throw new Error(`no modal "${id}" in schemas/modals/`);
  return modal.titleKey;
}

/** Opens a modal of schemas/modals/; outside a ModalProvider (the layout's own logout) it does nothing. */
export function useModal(): OpenModal {
  return useContext(ModalContext) ?? noModal;
}

function noModal(): void {}
