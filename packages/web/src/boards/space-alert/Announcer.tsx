import type { SaView } from '@airlock/space-alert';
import { useEffect, useRef, useState } from 'react';
import { heardText, spokenText } from './announcements.ts';

const VOICE_KEY = 'airlock.space-alert.voice';

/** Whether the voice is on: remembered in this browser, on unless switched off. */
export function voiceOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(VOICE_KEY) !== 'off';
  } catch {
    return true;
  }
}

function rememberVoice(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(VOICE_KEY, on ? 'on' : 'off');
  } catch {
    // private mode without storage: the switch still works for this page
  }
}

/** Speaks one line through the browser's Web Speech API, when the browser has one. */
function say(text: string): void {
  const synth = globalThis.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
  const u = new SpeechSynthesisUtterance(spokenText(text));
  u.lang = 'en';
  u.rate = 1.05;
  synth.speak(u);
}

/**
 * The soundtrack's voice: each announcement heard while this screen is open is spoken and shown in
 * large text at the same moment (for people without sound, and for everyone when the voice is off).
 * What was said before the screen opened (a reload, a reconnection) is not spoken again: the list of
 * announcements below holds it as text.
 */
export function Announcer({ v }: { v: SaView }) {
  const [on, setOn] = useState(voiceOn);
  const handled = useRef<number | null>(null);
  const [latest, setLatest] = useState<string[]>([]);
  const count = v.heard.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heard list only grows; its length is what changes
  useEffect(() => {
    if (handled.current === null || count < handled.current) {
      handled.current = count;
      return;
    }
    if (count === handled.current) return;
    const fresh = v.heard.slice(handled.current).map((e, i) => heardText(e, v, (handled.current as number) + i));
    handled.current = count;
    setLatest(fresh);
    if (on) for (const line of fresh) say(line);
  }, [count]);
  const toggle = () => {
    const next = !on;
    setOn(next);
    rememberVoice(next);
    if (!next) globalThis.speechSynthesis?.cancel();
  };
  const warning = latest.some((l) => /^Phase \d+ ends in/.test(l));
  return (
    <div className={`sa-announcer${warning ? ' warning' : ''}`}>
      <output className="sa-latest" aria-live="assertive" data-testid="sa-latest">
        {latest.length > 0 ? latest.join(' · ') : 'The announcements are spoken and shown here as they come.'}
      </output>
      <button
        type="button"
        className="sa-voice"
        aria-pressed={on}
        onClick={toggle}
        data-testid="sa-voice"
        title="The voice reads each announcement aloud; the text is shown either way"
      >
        Voice {on ? 'on' : 'off'}
      </button>
    </div>
  );
}
