/**
 * Whether the device has a network, as the browser says (`navigator.onLine` and its `online` and
 * `offline` events): "offline" is certain (no connection at all), "online" only likely, so a call
 * can still fail. Stories use a switch they turn by hand.
 */
export interface NetworkStatus {
  online(): boolean;
  /** Told when the browser says the network went or came back. */
  subscribe(listener: () => void): () => void;
}

/** The browser's own word. */
export const browserNetwork: NetworkStatus = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(listener) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

export interface NetworkSwitch extends NetworkStatus {
  /** Takes the network away or gives it back, as the phone losing its signal would. */
  set(online: boolean): void;
}

/** A network turned by hand, for stories and tests. */
export function createNetworkSwitch(online = true): NetworkSwitch {
  let state = online;
  const listeners = new Set<() => void>();
  return {
    online: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
