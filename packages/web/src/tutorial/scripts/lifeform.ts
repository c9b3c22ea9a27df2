import type { MatchView } from '@airlock/engine';
import type { LfView } from '@airlock/lifeform';
import type { Tutorial } from '../types.ts';

const lf = (view: MatchView) => view.view as LfView;
const where = (view: MatchView, char: string) => lf(view).chars.find((c) => c.id === char)?.at ?? null;
const loaded = (view: MatchView) => Object.values(lf(view).loadout).reduce((n, k) => n + k, 0);
const button = (type: string, words: string) => `section.decision button.action[data-action="${type}"] @@ ${words}`;

/**
 * Lifeform at three: a heuristic lifeform (seat 1), you and a heuristic crew player. On this seed you
 * may keep Palmer and Reyes; a Stun Baton in your hand walks Palmer into the Mess, where a mission
 * token lies, and your next turn starts by loading it into the shuttle.
 */
export const lifeformTutorial: Tutorial = {
  game: 'lifeform',
  title: 'Learn Lifeform',
  teaches: 'A crew turn (one thing to do, then the lifeform moves) and loading the shuttle with mission tokens.',
  seed: 'tutorial-lifeform-3',
  players: 3,
  options: {},
  seat: 1,
  bot: 'heuristic',
  steps: [
    {
      id: 'crew',
      say: 'A lifeform is loose aboard the ship. Bot 1 plays it, moving three look-alike images around; only it knows which one is real. You and Bot 3 are the crew, two characters each. The crew wins by filling the Remora shuttle with supplies and getting away before the self-destruct clock runs out. Press Next.',
      target: ['[data-testid="board-area"] svg'],
    },
    {
      id: 'keep',
      say: 'You are offered three characters and keep two. Set Haskell aside: press “Set Haskell aside, keep the other two”.',
      target: [button('keep', 'Haskell')],
      expect: (a) => a.type === 'keep' && a.drop === 'haskell',
      hint: 'For this guided game, set Haskell aside (the highlighted button).',
      done: (v) => where(v, 'palmer') !== null && where(v, 'reyes') !== null,
      explain: 'Palmer and Reyes are yours. The lifeform cut the power in some chambers and placed its images.',
    },
    {
      id: 'play',
      say: 'On your turn you do one thing: draw cards (Equip), use a heat analyzer, use a skill, or play one row of a card from your hand. Cards are how characters move. Play the second row of your Stun Baton, which moves a character one chamber.',
      target: [button('play', 'Stun Baton (row 2)')],
      expect: (a) => a.type === 'play' && a.card === 'stun-baton' && a.row === 1,
      hint: 'Play the Stun Baton’s second row (highlighted) to move a character.',
      done: (v) => v.pending.some((p) => p.actor === 1) && (lf(v).discards.crew['stun-baton'] ?? 0) >= 1,
      explain: 'The card went to the discard pile; its row now asks you where the move goes.',
    },
    {
      id: 'move',
      say: 'Mission tokens lie in many chambers: they are the supplies the shuttle needs. The Mess holds one. Move Palmer to the Mess.',
      target: [button('icon', 'Palmer to Mess')],
      expect: (a) => a.type === 'icon' && JSON.stringify(a.moves) === JSON.stringify([['palmer', 'mess']]),
      hint: 'Choose “Move one chamber: Palmer to Mess” (highlighted).',
      done: (v) => where(v, 'palmer') === 'mess' && v.pending.some((p) => p.actor === 1),
      explain:
        'Your turn is over. Bot 3 took its crew turn, then the lifeform phase came: the lifeform played a card and moved an image. Then a new round began with your turn.',
    },
    {
      id: 'collect',
      say: 'A crew turn starts by picking up: a character standing on a mission token loads it into one column of the shuttle loadout. Palmer stands on the Mess’s token: load it into any column.',
      target: ['section.decision button.action[data-action="collect"]'],
      expect: (a) => a.type === 'collect' && a.char === 'palmer',
      hint: 'Load Palmer’s mission token into a column of the shuttle (one of the highlighted buttons).',
      done: (v) => loaded(v) >= 1,
      explain:
        'The shuttle loadout went up by one. When each column reaches its launch line, the crew may launch the Remora.',
    },
  ],
  finish:
    'That is a crew turn: pick up, then one thing to do; then the android and the lifeform move. Watch where the images go: one that meets a character may attack it, and reaction cards let you hide, run or fight back. Keep playing this game, or go back to the lobby.',
};
