import type { ApplyContext } from '@airlock/engine';
import { actionDeck } from '../data/cards.ts';
import { campaignXp, countsForExperience, missionXp, perfectMission } from '../experience/xp.ts';
import { generateMission } from '../missions/generate.ts';
import type { ResolutionOutcome, Zone } from '../types.ts';
import { giveSpecialCards } from './draft.ts';
import { startPlanning } from './setup.ts';
import type { SaState } from './state.ts';

/**
 * Campaigns (002 "Campaign"; base rules): missions in a row, the ship only partly repaired in between,
 * the score computed at the end, the crew free to stop after any successful mission (still a success).
 * Designed where our sources are silent: between missions every zone repairs its earliest damage
 * tile and keeps the rest; the campaign's score adds up each mission's points (threats, visual
 * confirmation, bonuses, less its knock-out, battlebot and Medic penalties) and takes the damage
 * penalty once, from the ship as it ends the last mission flown.
 */
export function missionPoints(o: ResolutionOutcome): number {
  return o.score.total + o.score.damagePenalty;
}

export function campaignScore(s: SaState, last: ResolutionOutcome): number {
  let n = 0;
  for (const p of s.campaign.scores) n += p;
  return n - last.score.damagePenalty;
}

/** After a mission: record it, then either wait for the captain's choice or end the match. */
export function afterMission(
  s: SaState,
  o: ResolutionOutcome,
  damage: Record<Zone, string[]>,
  ctx: ApplyContext,
): void {
  s.outcome = o;
  const all = Array.from({ length: s.players }, (_, i) => i);
  if (!o.survived) {
    s.stage = 'over';
    const what = s.o.campaign > 1 ? ` on mission ${s.campaign.mission} of the campaign` : '';
    s.result = {
      summary: `The ship is destroyed on turn ${o.destroyed?.turn ?? o.lastTurn}${what}.`,
      ranks: all.map(() => 2),
      winners: [],
      details: { survived: false, score: 0, missions: s.campaign.mission, xp: 0 },
    };
    ctx.emit({ rule: 'mission.result', text: s.result.summary, data: { survived: false, score: 0 }, reveals: true });
    return;
  }
  s.campaign.scores.push(missionPoints(o));
  for (const z of ['red', 'white', 'blue'] as Zone[]) s.campaign.carried[z] = [...damage[z]];
  if (s.campaign.mission < s.o.campaign) {
    s.stage = 'between';
    ctx.emit({
      reveals: true,
      rule: 'campaign.jump',
      text: `Mission ${s.campaign.mission} of ${s.o.campaign} survived: the captain decides whether to fly on.`,
      data: { mission: s.campaign.mission },
    });
    return;
  }
  finish(s, o, ctx);
}

function finish(s: SaState, o: ResolutionOutcome, ctx: ApplyContext): void {
  const all = Array.from({ length: s.players }, (_, i) => i);
  const flown = s.campaign.mission;
  const score = s.o.campaign > 1 ? campaignScore(s, o) : o.score.total;
  const xp = !countsForExperience(s.o.mission)
    ? 0
    : s.o.campaign > 1
      ? campaignXp(flown, s.o.campaign, score)
      : missionXp(score);
  s.stage = 'over';
  s.result = {
    summary:
      s.o.campaign > 1
        ? `The campaign ends after ${flown} mission${flown === 1 ? '' : 's'}: score ${score}.`
        : `The ship jumps home: score ${score}.`,
    ranks: all.map(() => 1),
    winners: all,
    details: { survived: true, score, missions: flown, xp, perfect: perfectMission(o) },
  };
  ctx.emit({ rule: 'mission.result', text: s.result.summary, data: { survived: true, score }, reveals: true });
}

/** The captain's choice between missions: fly the next one, or end the campaign now (a success). */
export function campaignChoice(s: SaState, go: boolean, ctx: ApplyContext): void {
  if (!go) {
    finish(s, s.outcome as ResolutionOutcome, ctx);
    return;
  }
  for (const z of ['red', 'white', 'blue'] as Zone[]) s.campaign.carried[z] = s.campaign.carried[z].slice(1);
  s.campaign.mission++;
  const mission = generateMission(s.o.mission, ctx.rng);
  const boards = ctx.rng.shuffle([1, 2, 3, 4, 5, 6, 7]);
  s.trajectories = {
    red: boards[0] as number,
    white: boards[1] as number,
    blue: boards[2] as number,
    internal: boards[3] as number,
  };
  s.timeline = mission.events;
  s.next = 0;
  s.now = 0;
  s.phase = 1;
  s.seatPhase = s.seatPhase.map(() => 1);
  s.ready = s.ready.map(() => false);
  s.acts = s.acts.map(() => 0);
  s.hands = s.hands.map(() => []);
  s.deck = [];
  for (const c of actionDeck(s.o.doubleActions)) for (let i = 0; i < c.copies; i++) s.deck.push(c.id);
  s.deck.sort();
  s.aside = s.aside.map(() => []);
  s.boards = s.boards.map(() => Array.from({ length: mission.turns }, () => null));
  s.gifts = [];
  s.transfer = { open: false, sent: s.transfer.sent.map(() => false) };
  s.comms = true;
  s.heard = [];
  s.announced = [];
  s.extraAt = 0;
  s.outcome = null;
  if (s.teleport) {
    const tp = s.specs.findIndex((x) => x?.spec === 'teleporter');
    s.teleport = { source: tp, destination: tp };
  }
  // Specializations stay (no mental scan between the missions of a campaign); each card is usable once
  // per mission, so every crew member holds its cards again.
  giveSpecialCards(s);
  ctx.emit({
    rule: 'campaign.next',
    text: `Mission ${s.campaign.mission} of the campaign begins.`,
    data: { mission: s.campaign.mission },
    reveals: true,
  });
  startPlanning(s, ctx);
}
