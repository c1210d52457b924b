import { useSyncExternalStore } from 'react';
import type { NetworkSwitch } from '../services/network.ts';
import type { OutboxEntry } from '../services/outbox.ts';
import { useOnline, useServices } from '../services/services.tsx';

/**
 * For stories only: the phone's signal, taken away and given back as a phone losing and finding
 * it would ("Go offline", "Go online"). Needs the stories' services, whose network is a switch.
 *
 * @example
 * render: () => (<><Remount><WeeklyReportScreen /></Remount><NetworkToggle /></>)
 */
export function NetworkToggle() {
  const network = useServices().network as NetworkSwitch;
  const online = useOnline();
  return (
    <button type="button" onClick={() => network.set(!online)}>
      {online ? 'Go offline' : 'Go online'}
    </button>
  );
}

/**
 * For stories only: shows (hidden) what the outbox keeps for each student and week, as
 * `data-testid="outbox-<student id>-<week>"` holding its status, so a play function can check a
 * report that the page does not show (another student's).
 */
export function OutboxProbe() {
  const { outbox } = useServices();
  const entries: readonly OutboxEntry[] = useSyncExternalStore(outbox.subscribe, outbox.all);
  return (
    <ul hidden>
      {entries.map((entry) => (
        <li
          key={`${entry.studentId}/${entry.weekStart}`}
          data-testid={`outbox-${entry.studentId}-${entry.weekStart}`}
        >
          {entry.status}
        </li>
      ))}
    </ul>
  );
}
