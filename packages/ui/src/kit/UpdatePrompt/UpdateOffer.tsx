import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { appUpdateMachine } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { useServices } from '../../services/services.tsx';
import styles from './UpdatePrompt.module.css';

/** What the prompt says when the next version of the portal is waiting. */
export const UPDATE_READY = 'A new version is ready.';

/**
 * The offer itself, loaded once a new version is waiting (its code and the machine's stay out of
 * every page's first load): "A new version is ready." with Reload. Until the user reloads, the
 * page runs the version it started with (the app update machine); Reload hands over to the new
 * one and loads the page afresh from it.
 */
export function UpdateOffer() {
  const { updates } = useServices();
  const actor = useActorRef(appUpdateMachine.provide({ actions: { applyUpdate: () => updates?.apply() } }));
  useEffect(() => {
    if (!updates) return;
    const check = () => {
      if (updates.ready()) actor.send({ type: 'UPDATE_READY' });
    };
    check();
    return updates.subscribe(check);
  }, [updates, actor]);
  const state = useSelector(actor, (s) => s.value);
  if (state === 'current') return null;
  return (
    <div className={styles.prompt}>
      <p className={styles.text}>{UPDATE_READY}</p>
      <Button onClick={() => actor.send({ type: 'RELOAD' })} loading={state === 'reloading'}>
        Reload
      </Button>
    </div>
  );
}
