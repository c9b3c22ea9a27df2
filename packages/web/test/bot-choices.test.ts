import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type BotPolicy, Rng } from '@airlock/engine';
import { botKindOf, botLabel, localPolicy, seatChoices } from '../src/bot-choices.ts';
import { localGame } from '../src/games.ts';
import { HotseatSession } from '../src/hotseat/session.ts';

const game = (id: string) => {
  const g = localGame(id);
  assert.ok(g, `${id} runs in the browser`);
  return g;
};

test('at this screen the seat selector offers the planning crew for Space Alert only', () => {
  const sa = seatChoices('hotseat', game('space-alert'), undefined);
  assert.deepEqual(sa, ['human', 'bot:random', 'bot:heuristic', 'bot:planning']);
  for (const id of ['mission-catastrophe', 'nemesis-lockdown', 'lifeform']) {
    const c = seatChoices('hotseat', game(id), undefined);
    assert.ok(!c.includes('bot:planning'), `${id} offers no planning bot`);
    assert.ok(c.includes('bot:heuristic'), `${id} offers its heuristic`);
  }
  assert.equal(botLabel('planning'), 'Bot: planning crew');
  assert.equal(botKindOf('bot:planning'), 'planning');
  assert.equal(botKindOf('human'), null);
});

test("online the seat selector offers exactly the server's kinds for the game", () => {
  const kinds = ['random', 'heuristic', 'ismcts', 'planning'];
  assert.deepEqual(seatChoices('online', game('space-alert'), kinds), [
    'you',
    'human',
    'bot:random',
    'bot:heuristic',
    'bot:ismcts',
    'bot:planning',
  ]);
  // An unreachable or older server: random only.
  assert.deepEqual(seatChoices('online', game('space-alert'), undefined), ['you', 'human', 'bot:random']);
});

test('a hotseat planning seat plays the planning level and answers legally', () => {
  const random: BotPolicy = (_v, legal, rng) => rng.pick([...legal]);
  const sa = game('space-alert');
  const planning = localPolicy(sa, 'planning', random);
  assert.notEqual(planning, random);
  assert.equal(localPolicy(game('nemesis-lockdown'), 'planning', random), random, 'a kind the game lacks: random');
  const session = new HotseatSession(sa, {
    game: 'space-alert',
    players: 2,
    options: {},
    seed: 'bot-choices',
    seats: [
      { kind: 'human', name: 'Ana' },
      { kind: 'bot', bot: 'planning', name: 'Bot 2' },
    ],
  });
  const view = session.table.view(1);
  const legal = session.table.legal(1);
  assert.ok(legal.length > 0, 'the bot seat is asked to program');
  const a = planning(view, legal, Rng.fromSeed(1));
  assert.ok(
    legal.some((x) => JSON.stringify(x) === JSON.stringify(a)),
    'a legal action',
  );
  assert.equal(a.type, 'place', 'the planner places a card as its first move');
});
