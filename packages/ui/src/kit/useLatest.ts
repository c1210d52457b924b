import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The latest value of a prop or option, for a machine's actors and actions: a machine is built
 * once per screen, but the calls it makes should see the screen's latest props.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
