import type { MatchView } from '@airlock/engine';
import type { SaView } from '@airlock/space-alert';
import type { Tutorial } from '../types.ts';

const sa = (view: MatchView) => view.view as SaView;
const slot = (view: MatchView, turn: number) => sa(view).boardView[0]?.[turn - 1] ?? null;

/**
 * The next click of a placement: the card in the hand, then the half on top, then the turn on your
 * own board. `card` is a CSS attribute test on the card's id (`^="A|"`: an A card).
 */
function placeTargets(card: string, top: 'action' | 'move', turn: number): string[] {
  const picked = `.sa-card[data-card${card}][aria-pressed="true"]`;
  const topped = `button[data-top="${top}"][aria-pressed="true"]`;
  return [
    `.sa-planner:has(${picked}):has(${topped}) .sa-board[data-crew="0"] button.sa-slot[data-turn="${turn}"]`,
    `.sa-planner:has(${picked}) button[data-top="${top}"]`,
    `.sa-card[data-card${card}]`,
  ];
}

/**
 * Space Alert, a test run with four crew members: you and three heuristic crew bots, on the stepped
 * clock (it waits for everyone to be ready, so nothing runs out while you read). You start on the
 * bridge, the upper deck of the white zone; on this seed your hand holds one A card and one card with
 * a blue arrow, and the first announcement is a threat for the blue zone.
 */
export const spaceAlertTutorial: Tutorial = {
  game: 'space-alert',
  title: 'Learn Space Alert',
  teaches: 'Planning cards with the half on top that you will carry out, and listening to announcements.',
  seed: 'tutorial-space-alert-1',
  players: 4,
  options: { mission: 'test-run', clock: 'stepped' },
  seat: 0,
  bot: 'heuristic',
  steps: [
    {
      id: 'plan',
      say: 'The whole crew plays together. A mission has two halves: first everyone plans, laying cards on the turns of their action board while the ship’s computer announces threats; then the plans are carried out turn by turn. You are crew member 1 and start on the bridge: the upper deck, white zone. Your hand is highlighted. Press Next.',
      target: ['.sa-hand'],
    },
    {
      id: 'fire',
      say: 'Each card has two halves: an action (the A, B or C button of the station you stand in) and a movement (an arrow to the red or blue side, or the lift). Only the half you put on top counts. Plan to fire the bridge’s heavy laser on turn 1: pick your A card, keep "Action half" on top, then click turn 1 of your board.',
      target: placeTargets('^="A|"', 'action', 1),
      expect: (a) =>
        a.type === 'place' && a.crew === 0 && a.turn === 1 && a.top === 'action' && String(a.card).startsWith('A|'),
      hint: 'Put your A card on turn 1 with its action half on top (follow the highlight: card, half, turn).',
      done: (v) => slot(v, 1)?.top === 'action',
      explain: 'Turn 1 of your board now says A: on turn 1 you will press A on the bridge and fire its heavy laser.',
    },
    {
      id: 'move',
      say: 'Now move to the blue zone on turn 2: pick the card with a blue arrow (C / blue), choose "Movement half", then click turn 2.',
      target: placeTargets('$="|blue"', 'move', 2),
      expect: (a) =>
        a.type === 'place' && a.crew === 0 && a.turn === 2 && a.top === 'move' && String(a.card).endsWith('|blue'),
      hint: 'Put the card with the blue arrow on turn 2 with its movement half on top.',
      done: (v) => slot(v, 2)?.top === 'move',
      explain:
        'On turn 2 you will walk to the blue side of the upper deck. Its C button is not used: the movement half is on top.',
    },
    {
      id: 'ready',
      say: 'The clock here waits until the whole crew is ready. Press "Ready for the next announcement" to hear what the computer says next.',
      target: ['button[data-sa="ready"]'],
      expect: (a) => a.type === 'ready',
      hint: 'Press "Ready for the next announcement" (highlighted).',
      done: (v) => sa(v).announced.length > 0,
      explain:
        'A threat was announced: it appears on turn 2, facing the blue zone. It will fly in along that zone’s trajectory and hit the blue zone unless the crew shoots it down.',
    },
    {
      id: 'advance',
      say: 'Turns 1 to 3 make up phase 1. Lock them and take your cards for phase 2: press "Finish this phase now".',
      target: ['button[data-sa="advance"]'],
      expect: (a) => a.type === 'advance',
      hint: 'Press "Finish this phase now" (highlighted).',
      done: (v) => (sa(v).seatPhase[0] ?? 0) >= 2,
      explain: 'Phase 1 is locked and you drew your cards for phase 2.',
    },
  ],
  finish:
    'When planning ends, every crew member carries out the top half of each card, turn by turn, and threats move after each turn. You will be standing in the blue zone from turn 2: an A card on a later turn fires the blue heavy laser at that threat. Keep playing to plan phase 2 and watch the mission play out, or go back to the lobby.',
};
