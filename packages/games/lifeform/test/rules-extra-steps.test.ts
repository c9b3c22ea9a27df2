/**
 * The entry points of the cat, SIS-TER, showdown help, Decide Immediately and 13th Passenger steps
 * (extra-steps.ts): who is asked at each, and the sentence the table shows for each of their actions.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '@airlock/engine';
import { describeExtra } from '../src/extra-steps.ts';
import { table } from './fixture.ts';

const SENTENCES: [Action, string | null][] = [
  [{ type: 'cat-place', chamber: 'gal' }, "Put the ship's cat in gal"],
  [{ type: 'cat', card: 'prowl' }, 'Play the cat card Prowl'],
  [{ type: 'cat', card: 'prowl', to: 'mid' }, 'Play the cat card Prowl to mid'],
  [{ type: 'cat', card: 'spook', chamber: 'coc' }, 'Play the cat card Spook in coc'],
  [{ type: 'cat', card: 'hiss', image: 'i2' }, 'Play the cat card Hiss on image 2'],
  [{ type: 'cat', card: 'fetch', seat: 2 }, 'Play the cat card Fetch for Crew 2'],
  [{ type: 'cat-home' }, 'Send the cat aboard the Remora and drop its cards'],
  [{ type: 'cat-move', to: 'hyp' }, 'Move the cat to hyp'],
  [{ type: 'role-advance', token: 1 }, 'Advance board token 2'],
  [{ type: 'sister', card: 'lockdown', link: 0 }, 'Run Lockdown between gal and hyp'],
  [{ type: 'sister', card: 'lockdown', link: 99 }, 'Run Lockdown'],
  [{ type: 'sister', card: 'databurst', data: 'claw' }, 'Run Data burst (a claw data token)'],
  [{ type: 'sister', card: 'supply' }, 'Run Supply routing'],
  [{ type: 'regain', card: 'hiss' }, 'Take back Hiss'],
  [{ type: 'help', cat: false, data: [], sacrifice: 0 }, 'Do not help'],
  [{ type: 'help', cat: true, data: [], sacrifice: 0 }, 'Help: the cat'],
  [{ type: 'help', cat: false, data: ['claw', 'fang'], sacrifice: 0 }, 'Help: claw fang'],
  [{ type: 'help', cat: false, data: [], sacrifice: 1 }, 'Help: a character'],
  [{ type: 'decide', card: 'seal-decks', option: 1 }, 'Seal the decks: option 2'],
  [{ type: 'hide', location: 'cargo' }, 'Hide Cargo nook'],
  [{ type: 'bait', location: 'galley' }, 'Bait Shuttle galley'],
  [{ type: 'clear', location: 'cockpit' }, 'Clear Cockpit'],
  [{ type: 'search', location: 'airlock', halon: true }, 'Search Aft airlock with a halon blast'],
  [{ type: 'search', location: 'somewhere' }, 'Search somewhere'],
  [{ type: 'kill', char: 'motoko' }, 'Kill Motoko'],
  [{ type: 'reward', seat: 1, data: 'claw' }, 'Give Crew 1 a claw token'],
  [{ type: 'move', moves: [] }, null],
];

test('each action of these parts reads as a sentence in printed names; base actions are left to the base game', () => {
  const t = table(3);
  for (const [a, sentence] of SENTENCES) {
    const got = describeExtra(t.s, a);
    assert.equal(got === null ? null : got.replace(/\s+/g, ' ').trim(), sentence, JSON.stringify(a));
  }
});
