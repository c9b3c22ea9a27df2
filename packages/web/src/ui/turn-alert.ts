import { useEffect, useState } from 'react';

const TITLE = 'Airlock';
const SOUND_KEY = 'airlock.turn-sound';

/** The tab's title: marked while a decision waits for this screen's person, plain otherwise. */
export function turnTitle(yourTurn: boolean, gameName: string): string {
  return yourTurn ? `▶ Your turn · ${gameName} · ${TITLE}` : `${gameName} · ${TITLE}`;
}

/** Whether a new decision deserves an alert: it just became this person's turn (not every update of it). */
export function turnStarted(before: boolean, now: boolean): boolean {
  return now && !before;
}

export function soundOn(): boolean {
  return globalThis.localStorage?.getItem(SOUND_KEY) !== 'off';
}

/** A short two-note chime from the Web Audio API (no sound file to fetch, nothing from elsewhere). */
function chime(): void {
  const Ctx = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    const gain = ctx.createGain();
    gain.gain.value = 0.06;
    gain.connect(ctx.destination);
    [660, 880].forEach((hz, i) => {
      const o = ctx.createOscillator();
      o.frequency.value = hz;
      o.connect(gain);
      o.start(ctx.currentTime + i * 0.12);
      o.stop(ctx.currentTime + i * 0.12 + 0.1);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // A browser that refuses audio before a click: the title and the notification still say it.
  }
}

/**
 * Tells a person that a decision waits for them when they are not looking: the tab's title always,
 * a chime unless muted, and a browser notification if they allowed it and the tab is hidden.
 */
export function useTurnAlert(yourTurn: boolean, gameName: string): void {
  const [was, setWas] = useState(yourTurn);
  useEffect(() => {
    document.title = turnTitle(yourTurn, gameName);
    return () => {
      document.title = TITLE;
    };
  }, [yourTurn, gameName]);
  useEffect(() => {
    if (turnStarted(was, yourTurn)) {
      if (soundOn()) chime();
      const N = (globalThis as { Notification?: typeof Notification }).Notification;
      if (N && N.permission === 'granted' && document.hidden)
        new N(`Your turn in ${gameName}`, { tag: 'airlock-turn' });
    }
    if (was !== yourTurn) setWas(yourTurn);
  }, [yourTurn, was, gameName]);
}

/** The switches next to the status line: the chime, and asking the browser to allow notifications. */
export function useAlertSettings(): {
  sound: boolean;
  setSound: (on: boolean) => void;
  canAskNotifications: boolean;
  askNotifications: () => void;
} {
  const [sound, setSoundState] = useState(soundOn);
  const N = (globalThis as { Notification?: typeof Notification }).Notification;
  const [perm, setPerm] = useState(N?.permission ?? 'denied');
  return {
    sound,
    setSound: (on) => {
      globalThis.localStorage?.setItem(SOUND_KEY, on ? 'on' : 'off');
      setSoundState(on);
    },
    canAskNotifications: perm === 'default',
    askNotifications: () => {
      N?.requestPermission().then(setPerm, () => {});
    },
  };
}
