import type { MatchView } from '@airlock/engine';
import type { McView } from '@airlock/mission-catastrophe';
import type { Tutorial } from '../types.ts';

const LAB = 3;
const LAB_POD = 0;
const mc = (view: MatchView) => view.view as McView;
const letter = (view: MatchView) => mc(view).pods[LAB_POD]?.id ?? '?';
const yourTurn = (view: MatchView) => view.pending.some((p) => p.actor === 0 && p.kind === 'turn');

/**
 * Mission Catastrophe, Sole Survivor against one heuristic bot, roles left out so the first turn is
 * only the ship, the pods and the fuses. On this seed the bot plays first; you start in Crew Quarters,
 * next to the Laboratory and its pod.
 */
export const missionCatastropheTutorial: Tutorial = {
  game: 'mission-catastrophe',
  title: 'Learn Mission Catastrophe',
  teaches: 'A turn (damage, then three actions) and the escape pods with their hidden letters.',
  seed: 'tutorial-mission-catastrophe-1',
  players: 2,
  options: { mode: 'sole', roles: 'off' },
  seat: 0,
  bot: 'heuristic',
  openingLines: 3,
  steps: [
    {
      id: 'damage',
      say: 'Welcome aboard. This ship is falling apart, and only one of you will get off it. Every turn starts with the ship taking damage: two dice are rolled, they pick a module by its round number token, and that module loses a status cube (the squares on it). Bot 2 played first; now it is your turn, and the game’s log at the bottom of this guide says which module your dice hit. Press Next.',
      target: ['.mc-ship'],
    },
    {
      id: 'move',
      say: 'After the damage you have three actions. Moving to a neighbouring module is one of them. Click the Laboratory, just above your module, to move there.',
      target: ['.mc-ship [role="button"][aria-label^="Laboratory,"]'],
      expect: (a) => a.type === 'move' && a.to === LAB,
      hint: 'For now, move to the Laboratory: click it on the ship (it is highlighted).',
      done: (v) => mc(v).pos[0] === LAB,
      explain:
        'You spent one action; two are left. The other player could have interrupted your move with a card, but let it pass.',
    },
    {
      id: 'look',
      say: 'The only way off the ship is an escape pod, and each pod hides a letter underneath. A pod launches only if its letter is set on a fuse. Look under the Laboratory’s pod: click the pod beside the Laboratory.',
      target: ['.mc-ship [role="button"][aria-label^="Escape pod by Laboratory"]'],
      expect: (a) => a.type === 'view' && a.pod === LAB_POD,
      hint: 'Click the escape pod beside the Laboratory (highlighted) to look under it.',
      done: (v) => mc(v).pods[LAB_POD]?.id !== null,
      explain: 'Only you saw the letter: the pod now shows it with a ✓. Bot 2 only knows that you looked.',
    },
    {
      id: 'fuse',
      say: (v) =>
        `One action left. You saw letter ${letter(v)} under the Laboratory's pod, but no fuse shows it yet, so that pod cannot launch. Your hand holds Hack the Bridge, a card that sets a fuse from afar. Play it to set the fuse to ${letter(v)}: press "Play Hack the Bridge (fuse 1; to letter ${letter(v)})" in the decision panel.`,
      target: (v) => [`section.decision button.action[data-action="play"] @@ to letter ${letter(v)})`],
      expect: (a, v) => a.type === 'play' && a.card === 'hack' && a.id === mc(v).pods[LAB_POD]?.id,
      hint: 'Play Hack the Bridge with the letter you saw under the Laboratory’s pod (the highlighted button).',
      done: (v) => yourTurn(v) && mc(v).fuse.includes(mc(v).pods[LAB_POD]?.id ?? '?'),
      explain:
        'The fuse now shows your pod’s letter, so that pod can launch. Your three actions were spent, so your turn ended: Bot 2 played its turn (damage, then three actions) and your next turn began with a new damage roll.',
    },
  ],
  finish:
    'That is the whole turn: damage, then three actions, then the next player. To get away, stand beside a pod whose letter is set on a fuse, hold the four resource cards (oxygen, food, power and navigation codes) and escape, before the integrity board fills up. Beware: Bot 2 may change the fuse, and it may know letters too. Keep playing this game, or go back to the lobby.',
};
