import type { MatchView } from '@airlock/engine';
import type { NLView } from '@airlock/nemesis-lockdown';
import type { Tutorial } from '../types.ts';

const nl = (view: MatchView) => view.view as NLView;
const me = (view: MatchView) => nl(view).players[0];
const chooser = (room: string) => `.nl-chooser[data-room="${room}"]`;

/** Points at the next click of a move on the map: the room, then the kind of move, the exit, the payment. */
function moveTargets(room: string, verb: 'move' | 'careful', exit?: number): string[] {
  const paid = exit === undefined ? '' : `[aria-label*="exit ${exit},"]`;
  return [
    `${chooser(room)}[data-step="pay"] .nl-pay${paid}`,
    ...(exit === undefined ? [] : [`${chooser(room)}[data-step="target"] button.action @@ exit ${exit},`]),
    `${chooser(room)} button[data-verb="${verb}"]`,
    `g.nl-room[data-room="${room}"]`,
  ];
}

/**
 * Nemesis: Lockdown alone (solo), standard options. On this seed the Cleaner's first room to the
 * south-east (r4) turns up a plain noise roll, and a careful move on into r6 lets the noise go where
 * the event phase's own roll then does no harm, so the first round ends without an encounter.
 */
export const nemesisLockdownTutorial: Tutorial = {
  game: 'nemesis-lockdown',
  title: 'Learn Nemesis: Lockdown',
  teaches: 'A round (two actions paid with cards, then the event phase) and noise in the corridors.',
  seed: 'tutorial-nemesis-lockdown-3',
  players: 1,
  options: {},
  seat: 0,
  bot: 'heuristic',
  steps: [
    {
      id: 'draft',
      say: 'You wake alone in a research base overrun by intruders. Your goal: reach the bunker alive with your objective done. First, pick who you are: choose the Cleaner.',
      target: ['.nl-chooser button.action[data-action="draft"] @@ Cleaner'],
      expect: (a) => a.type === 'draft' && a.character === 'cleaner',
      hint: 'Pick the Cleaner (highlighted) for this guided game.',
      done: (v) => nl(v).round === 1 && me(v)?.character === 'cleaner',
      explain: 'You drew your first hand of action cards. Every action costs cards from this hand.',
    },
    {
      id: 'move',
      say: 'A turn is up to two actions. Rooms start face down: walking into one turns it over. Click the dashed room r4 next to yours on the map, then "Move here", then pick one card to pay with.',
      target: moveTargets('r4', 'move'),
      expect: (a) => a.type === 'move' && a.to === 'r4',
      hint: 'Move to room r4 (highlighted on the map): a plain move, paid with one card.',
      done: (v) => me(v)?.room === 'r4',
      explain:
        'The room turned over. A plain move also rolls for noise: a noise marker went into one corridor of your new room. A second marker in the same corridor would call an intruder in.',
    },
    {
      id: 'careful',
      say: 'Your second action: a careful move costs two cards, but you choose which corridor gets the noise, so nothing is rolled. Click room r6 on the map, choose "Move here carefully", then the exit 2 line (its corridor is still quiet), then pay.',
      target: moveTargets('r6', 'careful', 2),
      expect: (a) => a.type === 'careful' && a.to === 'r6' && a.exit === 2,
      hint: 'Move carefully to r6 and put the noise on exit 2 (use Back in the panel under the map to change your choice).',
      done: (v) => me(v)?.room === 'r6',
      explain:
        'You chose where the noise went. The room had a fire, and standing in a fire costs a light wound: look at the room before you step in when you can.',
    },
    {
      id: 'pass',
      say: 'Your two actions are spent. Playing alone, your next turn starts at once; pass now to end the round. The event phase then runs by itself: time goes down, fires burn, an event card moves intruders, the intruder bag grows.',
      target: ['.nl-chooser button.action[data-action="pass"]'],
      expect: (a) => a.type === 'pass',
      hint: 'Press "Pass for the rest of the round" (highlighted).',
      explain: 'You passed: you take no more turns this round.',
      done: (v) => nl(v).round === 2 || me(v)?.passed === true,
    },
    {
      id: 'discard',
      say: 'Before the round ends you may throw away cards you do not want to keep for the next one. Keep them all this time: press "Done".',
      target: ['.nl-chooser button.action[data-action="done"]'],
      skip: (v) => nl(v).round === 2,
      expect: (a) => a.type === 'done',
      hint: 'Press "Done" (highlighted) to keep your cards and finish passing.',
      done: (v) => nl(v).round === 2 && me(v)?.room === 'r6',
      explain:
        'Time went down by one and the bag grew. Its noise roll put a marker in a quiet corridor; had it hit a corridor that already held noise, an intruder would have appeared next to you.',
    },
  ],
  finish:
    'That is a round: draw up to your hand size, take turns of two actions paid with cards, pass, then the event phase. Keep noise where it does no harm, and keep an eye on the time track. Keep playing this game, or go back to the lobby.',
};
