import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  type BlockerFunction,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
} from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

/** Conform's validate button: not a value staff edit. */
const IGNORED_FIELDS = new Set(["__intent__"]);

/** A form's values as one comparable string (files left out: uploads post their stored URLs). */
function valuesOf(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && !IGNORED_FIELDS.has(name)) entries.push([name, value]);
  }
  return JSON.stringify(entries);
}

/**
 * What comes before any change staff make: the values are read at the first of these inside the form
 * (a field takes the focus before it is typed in, pasted into or picked from).
 */
const FIRST_TOUCH = ["focusin", "pointerdown", "keydown", "dragenter"] as const;

type Registry = { register: (isDirty: () => boolean) => () => void };
const UnsavedChangesContext = createContext<Registry | null>(null);

let blockers = 0;

/**
 * React Router's blocker, registered on the router as its `useBlocker` does (our basename is "/"). Not
 * `useBlocker` itself: importing it from this admin chunk keeps its code alive in the chunk that holds
 * React Router, the entry every public page loads (+200 bytes against the JavaScript budget, decision
 * 022); the router's own blocker support is there already.
 */
function useRouterBlocker(shouldBlock: BlockerFunction) {
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
  const [key, setKey] = useState("");
  useEffect(() => {
    if (!router) return;
    const own = `unsaved-${++blockers}`;
    setKey(own);
    return () => router.deleteBlocker(own);
  }, [router]);
  useEffect(() => {
    if (router && key) router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  return key ? state?.blockers.get(key) : undefined;
}

/** The words of the one confirmation every form shows before unsaved changes are lost. */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard unsaved changes?"
      description="The changes you made in this form have not been saved and will be lost."
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      onCancel={onKeep}
      onConfirm={onDiscard}
    />
  );
}

/**
 * Guards the back office's forms against lost work (decision 020): a link or back button that would
 * leave a form with unsaved changes asks first (React Router's blocker), and so does a reload or closing
 * the tab (the browser's own beforeunload prompt). Forms register through useUnsavedChanges.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const checks = useRef(new Set<() => boolean>());
  const anyDirty = useCallback(() => [...checks.current].some((isDirty) => isDirty()), []);
  const registry = useMemo<Registry>(
    () => ({
      register: (isDirty) => {
        checks.current.add(isDirty);
        return () => checks.current.delete(isDirty);
      },
    }),
    [],
  );
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      anyDirty(),
    [anyDirty],
  );
  const blocker = useRouterBlocker(shouldBlock);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [anyDirty]);
  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      <DiscardChangesDialog
        open={blocker?.state === "blocked"}
        onKeep={() => blocker?.reset?.()}
        onDiscard={() => blocker?.proceed?.()}
      />
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Whether the form `formId` has changes not yet saved: its values compared with those it had when
 * staff first touched it (so what the page itself fills in on mount never counts). `markClean` after a
 * save. The form takes part in the provider's navigation and reload guard.
 */
export function useUnsavedChanges(formId: string) {
  const registry = useContext(UnsavedChangesContext);
  const initial = useRef<string | null>(null);
  const isDirty = useCallback(() => {
    const form = document.getElementById(formId);
    return form instanceof HTMLFormElement && initial.current !== null && valuesOf(form) !== initial.current;
  }, [formId]);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const remember = () => {
      initial.current ??= valuesOf(form);
    };
    for (const type of FIRST_TOUCH) form.addEventListener(type, remember, true);
    return () => {
      for (const type of FIRST_TOUCH) form.removeEventListener(type, remember, true);
    };
  }, [formId]);
  useEffect(() => registry?.register(isDirty), [registry, isDirty]);
  const markClean = useCallback(() => {
    initial.current = null;
  }, []);
  return { isDirty, markClean };
}

/**
 * A dialog's close that asks first when its form has unsaved changes: `requestClose` for Cancel,
 * Escape, the close button and the backdrop; `dialog` is the confirmation to render.
 */
export function useGuardedClose(isDirty: () => boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => (isDirty() ? setAsking(true) : close()), [isDirty, close]);
  const dialog = (
    <DiscardChangesDialog
      open={asking}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return { requestClose, dialog };
}
