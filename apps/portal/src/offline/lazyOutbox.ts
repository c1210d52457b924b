import type { OutboxStore, OutboxStoreOptions } from './outboxStore.ts';

/**
 * The outbox for the portal's services: IndexedDB's code and the database are only opened when a
 * page first asks (a student's page), so public pages and other roles load none of it. Until
 * then it holds nothing, and tells its listeners once it has read the database. Where the
 * browser refuses IndexedDB, the reports are kept in the page's memory (the drafts still keep the
 * text on the device).
 */
const NOTHING: readonly never[] = [];

export function lazyOutbox(options: OutboxStoreOptions): OutboxStore {
  let opened: OutboxStore | undefined;
  let opening: Promise<OutboxStore> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const load = () =>
    (opening ??= import('./outboxStore.ts')
      .then(({ openOutbox }) => openOutbox(options))
      .catch(async (error: unknown): Promise<OutboxStore> => {
        console.warn('The weekly reports cannot be kept on this device', error);
        const { createMemoryOutbox } = await import('@siwes/ui/services/outbox.ts');
        return { ...createMemoryOutbox(), stored: () => [], forgetTokens: async () => undefined };
      })
      .then((store) => {
        opened = store;
        store.subscribe(notify);
        notify();
        return store;
      }));
  const later = <T>(use: (store: OutboxStore) => Promise<T>) => load().then(use);
  return {
    entry: (studentId, weekStart) => (void load(), opened?.entry(studentId, weekStart)),
    all: () => (void load(), opened?.all() ?? NOTHING),
    stored: () => (void load(), opened?.stored() ?? NOTHING),
    put: (entry) => later((store) => store.put(entry)),
    remove: (studentId, weekStart) => later((store) => store.remove(studentId, weekStart)),
    subscribe(listener) {
      void load();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exclusive: (work) => later((store) => store.exclusive(work)),
    requestBackgroundSend: () => void later(async (store) => store.requestBackgroundSend()),
    forgetTokens: (studentId) => later((store) => store.forgetTokens(studentId)),
  };
}
