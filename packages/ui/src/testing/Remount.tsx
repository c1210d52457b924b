import { Fragment, useState, type ReactNode } from 'react';

/**
 * For stories only: what a reload or a closed and reopened tab does to a screen, without losing
 * the story's services. "Reload the page" throws the screen's whole tree away and mounts it
 * afresh over the same storage, sessions and fake.
 *
 * @example
 * render: () => <Remount><WeeklyReportScreen /></Remount>
 */
export function Remount({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <Fragment key={generation}>{children}</Fragment>
      <button type="button" onClick={() => setGeneration((g) => g + 1)}>
        Reload the page
      </button>
    </>
  );
}
