/**
 * A new version of the portal, waiting (issue 25): the portal's service worker installs the next
 * version beside the running one and says so here; `apply` hands over to it and reloads the page,
 * so no page ever runs code of two versions. Stories use one set by hand.
 */
export interface AppUpdates {
  /** Whether the next version is installed and waiting. */
  ready(): boolean;
  /** Told when a version becomes ready. */
  subscribe(listener: () => void): () => void;
  /** Activates the waiting version and loads the page afresh from it. */
  apply(): void;
}

export interface ManualUpdates extends AppUpdates {
  /** Makes a new version ready, as a deployment would. */
  deploy(): void;
  /** How many times the page asked to reload into the new version. */
  applied(): number;
}

/** Updates set by hand, for stories and tests. */
export function createManualUpdates(ready = false): ManualUpdates {
  let waiting = ready;
  let applied = 0;
  const listeners = new Set<() => void>();
  return {
    ready: () => waiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply() {
      applied += 1;
    },
    deploy() {
      waiting = true;
      listeners.forEach((listener) => listener());
    },
    applied: () => applied,
  };
}
