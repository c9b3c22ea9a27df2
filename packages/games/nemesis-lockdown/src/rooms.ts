import type { Json } from '@airlock/engine';
import { intruderAttack } from './core/attack.ts';
import { injure } from './core/combat.ts';
import { scanPiles } from './core/contamination.ts';
import { dressAll, healDressed, lightWound, seriousWound } from './core/wounds.ts';
import { BASIC_BOARD, WHITE_FROM } from './data/board.ts';
import { revealContingency } from './coop.ts';
import { cssControl, cssControlOptions } from './css.ts';
import { placeMalfunction } from './hazards.ts';
import { TREAT } from './describe.ts';
import { ventOptions, ventOut } from './vent.ts';
import { noiseRoll } from './noise.ts';
import type { Option } from './options.ts';
import { handLimit, gainItem } from './basic.ts';
import {
  add,
  cardTitle,
  type Ctx,
  drawFrom,
  hasTech,
  tileOf,
  inCombat,
  intrudersIn,
  placeName,
  elevatorPowered,
  livingIn,
  say,
  seatName,
  sectionOf,
  intruderCount,
} from './state.ts';
import type { GameState, ObjectKind, Player } from './types.ts';
import { analyzable, research, useUpObject } from './weakness.ts';

export const ROOM_COST = 2;

export function isolationOpen(s: GameState): boolean {
  return s.time <= WHITE_FROM || s.alert !== null;
}

/** Room actions available to a character out of combat in a working, explored room. */
export function roomOptions(s: GameState, p: Player): Option[] {
  const r = s.rooms[p.room];
  const tile = tileOf(s, p.room);
  if (!r || !tile?.action || r.malfunction || inCombat(s, p)) return [];
  const opts: Record<string, Json>[] = [];
  const action = tile.action;
  switch (action) {
    case 'signal':
      opts.push({ option: 'send' });
      for (const q of s.players)
        if (q !== p && q.signal && q.status !== 'dead') opts.push({ option: 'check', target: q.seat });
      break;
    case 'autodestruct':
      if (!s.autodestruct) opts.push({});
      break;
    case 'generator':
      if (s.autodestruct?.color === 'yellow') opts.push({ option: 'stop' });
      if (sectionOf(p.room) > 0) opts.push({ option: 'power' });
      break;
    case 'treat':
      if (p.serious.some((w) => !w.dressed)) opts.push({ option: 'dress' });
      if (p.serious.some((w) => w.dressed)) opts.push({ option: 'heal-dressed' });
      if (p.light > 0) opts.push({ option: 'heal-light' });
      break;
    case 'decon':
      opts.push({});
      break;
    case 'analyze':
      for (const x of analyzable(s, p)) opts.push({ ...x });
      break;
    case 'archive':
      if (!p.knowledgeActive) {
        if (Object.values(s.contingencyPool).some((n) => n > 0)) opts.push({ peek: 'neutral' });
        for (const q of s.players) if (q !== p && q.contingency.length > 0) opts.push({ peek: q.seat });
        if (opts.length === 0) opts.push({});
      }
      break;
    case 'take-egg':
      if (s.eggsInNest > 0 && p.hands.length < handLimit(p)) opts.push({});
      break;
    case 'lock-in':
      if (isolationOpen(s)) opts.push({});
      break;
    case 'restore-power':
      for (const arrangement of ARRANGEMENTS) opts.push({ arrangement });
      break;
    case 'alert':
      if (s.alert === null) opts.push({ option: 'start' });
      if (Object.values(s.contingencyPool).some((n) => n > 0)) opts.push({ option: 'peek' });
      break;
    case 'elevator':
      if (elevatorPowered(s)) {
        const here = sectionOf(p.room);
        if (s.elevatorAt !== here) opts.push({ option: 'call' });
        else {
          // Other characters here may be invited along (each then agrees or not).
          const others = livingIn(s, p.room)
            .filter((q) => q !== p)
            .map((q) => q.seat);
          const invites = subsets(others);
          for (const to of [1, 2, 3])
            if (to !== here) for (const invite of invites) opts.push({ option: 'use', section: to, invite });
        }
      }
      break;
    case 'equipment':
      if ((r.items ?? 0) > 0)
        for (const item of ['enviro-suit', 'taser']) if ((s.craftDeck[item] ?? 0) > 0) opts.push({ item });
      break;
    case 'surgery':
      opts.push({});
      break;
    case 'vent':
      opts.push(...ventOptions(s));
      break;
    case 'css-control':
      opts.push(...cssControlOptions(s));
      break;
    case 'exterminate':
      // Any room with an intruder and no malfunction marker (in an unexplored one no marker can be put,
      // but its intruders are still hit).
      for (const room of Object.keys(s.rooms).sort())
        if (intruderCount(s, room) > 0 && !s.rooms[room]?.malfunction) {
          // The price is the player's choice: an item from the counter (while any is left) or a malfunction here.
          if ((r.items ?? 0) > 0) opts.push({ room, by: 'items' });
          opts.push({ room, by: 'malfunction' });
        }
      break;
    case 'neutralizer':
      if (p.knowledge >= 4 && (s.craftDeck.neutralizer ?? 0) > 0) opts.push({});
      break;
    case 'cave':
      // On Mars the only ducts are the areas, and effects that name technical corridors never use them.
      if (s.side === 'mars') break;
      for (const room of Object.keys(s.rooms).sort())
        if (room !== p.room && hasTech(room) && s.rooms[room]?.explored) opts.push({ to: room });
      break;
    default:
      if (action.startsWith('pod:')) {
        const pod = action.slice(4);
        if (String(s.time) in s.css.slots && s.pods[pod] === null) opts.push({});
      }
  }
  return opts.map((params) => ({ type: 'room', cost: ROOM_COST, params }));
}

export function applyRoom(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void {
  const tile = tileOf(s, p.room);
  const r = s.rooms[p.room];
  if (!tile?.action || !r) return;
  const me = seatName(s, p.seat);
  const action = tile.action;
  switch (action) {
    case 'signal': {
      if (a.option === 'send') {
        p.signal = true;
        say(ctx, 'room.signal', `${me} sends the signal`, { seat: p.seat });
        return;
      }
      const q = s.players[a.target as number];
      if (!q) return;
      s.shown.push({ viewer: p.seat, of: q.seat, objectives: [...q.objectives] });
      ctx.emit({
        rule: 'room.check-objective',
        text: `${seatName(s, q.seat)} shows you their objectives: ${q.objectives.join(', ')}`,
        data: { of: q.seat, objectives: [...q.objectives] },
        to: [p.seat],
        public: { text: `${me} checks the objectives of ${seatName(s, q.seat)}`, data: { of: q.seat } },
        reveals: true,
      });
      return;
    }
    case 'autodestruct':
      s.autodestruct = { slot: s.time - 3, color: 'yellow' };
      say(ctx, 'room.autodestruct', `${me} starts the autodestruction sequence (slot ${s.time - 3})`, {
        slot: s.time - 3,
      });
      return;
    case 'generator':
      if (a.option === 'stop') {
        s.autodestruct = null;
        say(ctx, 'room.generator', `${me} stops the autodestruction sequence`);
      } else {
        const token = s.power.sections[sectionOf(p.room) - 1] as number;
        s.power.active = s.power.active.includes(token)
          ? s.power.active.filter((t) => t !== token)
          : [...s.power.active, token].sort();
        say(ctx, 'room.generator', `${me} switches power token ${token}`, { token });
      }
      return;
    case 'treat':
      if (a.option === 'dress') dressAll(p);
      else if (a.option === 'heal-dressed') healDressed(s, p);
      else p.light = 0;
      say(ctx, 'room.treat', `${me} ${TREAT[String(a.option)] ?? 'treats their wounds'}`, { seat: p.seat });
      return;
    case 'decon':
      scanPiles(s, p, ['hand'], ctx, { removeClean: false, removeInfected: true });
      p.larva = false;
      p.slime = false;
      return;
    case 'analyze': {
      const object = a.object as ObjectKind;
      useUpObject(s, p, object, a.from === 'hand' ? 'hand' : 'room');
      research(s, p, object, ctx);
      return;
    }
    case 'archive': {
      p.knowledge += 2;
      p.knowledgeActive = true;
      say(ctx, 'room.archive', `${me} studies the archives (+2 knowledge)`, { seat: p.seat });
      if (a.peek === undefined) return;
      if (s.mode === 'cooperative') {
        revealContingency(s, p, ctx, 'coop.contingency-reveal');
        return;
      }
      // One token of the chosen place, picked at random, is shown to this player only.
      const where = a.peek === 'neutral' ? 'neutral' : (a.peek as number);
      const from =
        where === 'neutral'
          ? { ...s.contingencyPool }
          : Object.fromEntries(countOf(s.players[where]?.contingency ?? []));
      const token = drawFrom(from, ctx.rng);
      if (token === null) return;
      p.peeks.push({ where, token });
      ctx.emit({
        rule: 'room.archive-peek',
        text: `You peek at a contingency token (${where === 'neutral' ? 'neutral pool' : seatName(s, where)}): ${cardTitle(token)}`,
        data: { where, token },
        to: [p.seat],
        public: { text: `${me} peeks at a contingency token`, data: { where } },
        reveals: true,
      });
      return;
    }
    case 'take-egg':
      s.eggsInNest--;
      p.hands.push({ kind: 'object', name: 'egg', ammo: 0 });
      say(ctx, 'room.nest', `${me} takes an egg from the nest`, { seat: p.seat });
      if (s.eggsInNest === 0) s.nestDestroyed = true;
      noiseRoll(s, p, ctx);
      return;
    case 'lock-in':
      if (!noiseRoll(s, p, ctx) && p.status === 'alive') {
        p.status = 'isolated';
        p.passed = true;
        say(ctx, 'room.isolation', `${me} locks themself in the isolation room`, { seat: p.seat });
      }
      return;
    case 'restore-power': {
      // Reset (unless 3+ tokens are on), then place the tokens where the player wants, then the time token.
      if (s.power.active.length < 3) s.power.active = [1, 2];
      const order = a.arrangement as number[];
      s.power.sections = order.slice(0, 3);
      s.power.elevator = order[3] as number;
      s.timeActive = true;
      say(ctx, 'room.backup', `${me} restores power`, { active: s.power.active, sections: s.power.sections });
      return;
    }
    case 'alert':
      if (a.option === 'peek' && s.mode === 'cooperative') {
        revealContingency(s, p, ctx, 'coop.contingency-reveal');
        return;
      }
      if (a.option === 'peek') {
        const token = drawFrom(s.contingencyPool, ctx.rng);
        if (token === null) return;
        // What anyone had seen in the neutral pool may have just left it: that knowledge lapses.
        for (const q of s.players) q.peeks = q.peeks.filter((k) => k.where !== 'neutral');
        p.contingency.push(token);
        p.contingency.sort();
        ctx.emit({
          rule: 'room.alert-peek',
          text: `You take contingency token ${cardTitle(token)} from the neutral pool`,
          data: { token },
          to: [p.seat],
          public: { text: `${me} takes a contingency token from the neutral pool` },
          reveals: true,
        });
        return;
      }
      s.alert = Math.floor(s.time / 2);
      say(ctx, 'room.alert', `${me} starts the alert procedure: the game ends when time leaves slot ${s.alert}`);
      return;
    case 'elevator':
      if (a.option === 'call') s.elevatorAt = sectionOf(p.room);
      else {
        const to = a.section as number;
        s.elevatorAt = to;
        p.room = BASIC_BOARD.elevatorRooms[to - 1] as string;
        const invited = [...(a.invite as number[])].reverse();
        for (const seat of invited) s.decisions.push({ kind: 'ride', seat, to: p.room });
      }
      say(
        ctx,
        'room.elevator',
        a.option === 'call' ? `${me} calls the elevator` : `${me} takes the elevator to section ${Number(a.section)}`,
        { seat: p.seat, room: p.room },
      );
      return;
    case 'equipment':
      r.items = (r.items ?? 1) - 1;
      add(s.craftDeck, a.item as string, -1);
      gainItem(s, p, a.item as string, ctx);
      return;
    case 'surgery':
      scanPiles(s, p, ['hand', 'discard', 'deck'], ctx, { removeClean: false, removeInfected: true });
      p.larva = false;
      lightWound(s, p, ctx, 'surgery');
      for (const c of [...p.hand, ...p.discard]) add(p.deck, c, 1);
      p.hand = [];
      p.discard = [];
      p.passed = true;
      return;
    case 'vent':
      ventOut(s, p, a.room as string, ctx);
      return;
    case 'css-control':
      cssControl(s, p, a.slot as number, a.shift as number, ctx);
      return;
    case 'exterminate': {
      if (a.by === 'items') r.items = (r.items ?? 1) - 1;
      else placeMalfunction(s, p.room, ctx);
      const room = a.room as string;
      placeMalfunction(s, room, ctx);
      for (const intr of intrudersIn(s, room)) injure(s, intr, 1, ctx);
      for (const q of livingIn(s, room)) seriousWound(s, q, ctx, 'defense system');
      return;
    }
    case 'neutralizer':
      add(s.craftDeck, 'neutralizer', -1);
      gainItem(s, p, 'neutralizer', ctx);
      return;
    case 'cave': {
      p.room = a.to as string;
      say(ctx, 'room.cave', `${me} crawls through the technical corridors to ${placeName(s, p.room)}`, {
        seat: p.seat,
      });
      // The crawl is attacked as if by an adult in darkness: the attack card resolves with the dark extra.
      const ghost = { id: 0, kind: 'adult' as const, room: p.room, injuries: 0 };
      intruderAttack(s, ghost, p, ctx, true);
      return;
    }
    default:
      if (action.startsWith('pod:')) {
        const pod = action.slice(4);
        for (const c of p.hand) p.discard.push(c);
        p.hand = [];
        s.pods[pod] = p.seat;
        p.status = 'pod';
        p.pod = pod;
        p.passed = true;
        // The whole hand goes face up onto the discard pile: a reveal.
        ctx.emit({
          rule: 'room.pod',
          text: `${me} boards CSS pod ${pod}, discarding every card`,
          data: { seat: p.seat, pod },
          reveals: true,
        });
      }
  }
}

function countOf(list: string[]): [string, number][] {
  const out: Record<string, number> = {};
  for (const t of list) out[t] = (out[t] ?? 0) + 1;
  return Object.entries(out);
}

/** The orders of the four power tokens, listed once (each frozen: legal actions share them). */
const ARRANGEMENTS: readonly number[][] = permutations([1, 2, 3, 4]).map((a) => Object.freeze(a) as number[]);

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

function subsets(items: number[]): number[][] {
  let out: number[][] = [[]];
  for (const x of items) out = [...out, ...out.map((sub) => [...sub, x])];
  return out.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}
