import type { Action, ApplyContext, Seat } from '@airlock/engine';
import { DATA_KINDS } from '../crew-icons.ts';
import { HUNT, HUNT_LOCATION, type HuntEffect } from '../data/passenger.ts';
import { survivors } from '../endings.ts';
import type { ExtraStep, Hunt } from '../extras.ts';
import { drawCrew, lifeformDraws, seatName } from '../piles.ts';
import { charOf } from '../names.ts';
import { aliveChars, charById, LIFEFORM, type LfState } from '../state.ts';
import { handLimit } from '../tracks.ts';

/**
 * 13th Passenger module D, hunting the alien (L3371-3485), run after the hibernation sequence and
 * before the first fight (the halon blasts it may spend exist only once the crew pool is formed: our
 * reading of "just before the showdown"). The lifeform secretly picks one of 5 shuttle locations and
 * sets 2 spare hostility tokens on any location but the Engineering Compartment; the crew then takes
 * the Remora board's actions for its number of surviving disks: the lifeform clears a location, or
 * a crew disk searches one (a halon blast searches without a disk). A find ends the hunt with the
 * location's LIFEFORM DISCOVERED effect and rewards for unused disks; a miss applies its FAILED CREW
 * SEARCH effect. If every action misses, the lifeform's card gives its LIFEFORM REMAINS HIDDEN reward,
 * it keeps the 2 tokens if they sat on its location, and from an unsearched Engineering Compartment it
 * kills a crew member. With 5 or more disks there is no hunt.
 */
export function huntSteps(s: LfState): ExtraStep[] {
  if (!s.extras.huntOn || s.extras.hunt) return [];
  const disks = disksOf(s);
  if (disks.length === 0 || HUNT.actions[disks.length] === undefined) return [];
  return [{ k: 'hunt-hide' }];
}

function disksOf(s: LfState): string[] {
  return survivors(s).flatMap((seat) => aliveChars(s, seat).map((c) => c.id));
}

const IDS = HUNT.locations.map((l) => l.id);

function hunt(s: LfState): Hunt {
  const h = s.extras.hunt;
  if (!h) throw new Error('no hunt');
  return h;
}

function open(h: Hunt): string[] {
  return IDS.filter((id) => !h.revealed.includes(id) && !h.searched.includes(id) && !h.flushed.includes(id));
}

export function huntActors(s: LfState, step: ExtraStep): Seat[] {
  if (step.k === 'hunt-search') return [step.seat];
  if (step.k === 'hunt-reward') return [survivors(s)[0] ?? LIFEFORM];
  return [LIFEFORM];
}

export function huntOptions(s: LfState, step: ExtraStep): Action[] {
  switch (step.k) {
    case 'hunt-hide':
      return IDS.map((location) => ({ type: 'hide', location }));
    case 'hunt-bait':
      return IDS.filter((id) => id !== 'engineering').map((location) => ({ type: 'bait', location }));
    case 'hunt-reveal': {
      const h = hunt(s);
      const out: Action[] = open(h)
        .filter((id) => id !== h.hideout)
        .map((location) => ({ type: 'clear', location }));
      return out.length > 0 ? out : [{ type: 'pass' }];
    }
    case 'hunt-search': {
      const out: Action[] = [];
      for (const location of open(hunt(s))) {
        out.push({ type: 'search', location, halon: false });
        if ((s.showdown?.pool.halon ?? 0) > 0) out.push({ type: 'search', location, halon: true });
      }
      return out;
    }
    case 'hunt-kill':
      return disksOf(s).map((char) => ({ type: 'kill', char }));
    case 'hunt-reward': {
      const out: Action[] = [];
      for (const seat of survivors(s)) for (const data of DATA_KINDS) out.push({ type: 'reward', seat, data });
      return out;
    }
    default:
      return [];
  }
}

function effect(s: LfState, e: HuntEffect, searcher: Seat | null, ctx: ApplyContext): void {
  const sd = s.showdown;
  if (!sd) return;
  switch (e) {
    case 'lifeform-discard':
      if ((s.hands[LIFEFORM]?.length ?? 0) > 0)
        s.stack.push({ k: 'discard', seat: LIFEFORM, to: (s.hands[LIFEFORM]?.length ?? 1) - 1 });
      break;
    case 'lifeform-draw':
      lifeformDraws(s, 1, ctx);
      if ((s.hands[LIFEFORM]?.length ?? 0) > handLimit(s)) s.stack.push({ k: 'trim' });
      break;
    case 'claw+1':
      sd.hostilityTokens++;
      break;
    case 'claw-1':
      sd.hostilityTokens = Math.max(0, sd.hostilityTokens - 1);
      break;
    case 'halon+1':
      sd.pool.halon++;
      break;
    case 'crew-draw':
      if (searcher !== null) drawCrew(s, searcher, 1, ctx);
      break;
  }
  ctx.quiet ||
    ctx.emit({
      rule: `hunt.effect.${e}`,
      text: e === 'crew-draw' && searcher !== null ? `${seatName(searcher)} draws a crew card` : EFFECT_WORDS[e],
    });
}

/** The log line of each location effect, in words (the effect ids stay in the rule name). */
const EFFECT_WORDS: Record<HuntEffect, string> = {
  'lifeform-discard': 'The lifeform discards a card',
  'lifeform-draw': 'The lifeform draws a card',
  'claw+1': 'The lifeform gains a hostility token',
  'claw-1': 'The lifeform loses a hostility token',
  'halon+1': 'The crew gains a halon blast',
  'crew-draw': 'No crew member draws a card',
};

/** Automatic: the next action of the Remora board, or the end of the hunt. */
export function huntNext(s: LfState, ctx: ApplyContext): void {
  const h = hunt(s);
  if (h.found) {
    s.stack.pop();
    return;
  }
  const next = h.plan[0];
  if (next === 'reveal') {
    h.plan.shift();
    s.stack.push({ k: 'hunt-reveal' });
    return;
  }
  if (next === 'search' && h.disks.length > 0 && open(h).length > 0) {
    const owner = charById(s, h.disks[0] as string).owner;
    s.stack.push({ k: 'hunt-search', seat: owner });
    return;
  }
  s.stack.pop();
  const where = h.hideout as string;
  h.exposed = where;
  ctx.quiet ||
    ctx.emit({
      rule: 'hunt.hidden',
      text: `The crew cannot find the lifeform: it was in the ${HUNT_LOCATION[where]?.name}`,
      data: { location: where },
      reveals: true,
    });
  const sd = s.showdown;
  if (sd && h.bait === where) {
    sd.hostilityTokens += HUNT.baitTokens;
    ctx.quiet ||
      ctx.emit({ rule: 'hunt.bait', text: 'The hostility tokens sat on its hiding place: the lifeform keeps them' });
  }
  if (where === 'engineering' && !h.searched.includes(where) && !h.flushed.includes(where) && disksOf(s).length > 0)
    s.stack.push({ k: 'hunt-kill' });
  const reward = HUNT_LOCATION[where]?.hidden;
  if (reward) effect(s, reward, null, ctx);
}

function rewardTokens(left: number): number {
  let tokens = 0;
  let disks = left;
  for (const z of [...HUNT.rewards].reverse())
    if (disks >= z.disks) {
      tokens += z.tokens;
      disks -= z.disks;
    }
  return tokens;
}

export function applyHunt(s: LfState, seat: Seat, step: ExtraStep, a: Action, ctx: ApplyContext): void {
  switch (step.k) {
    case 'hunt-hide': {
      s.stack.pop();
      const disks = disksOf(s);
      s.extras.hunt = {
        hideout: a.location as string,
        bait: null,
        revealed: [],
        searched: [],
        disks,
        plan: [...(HUNT.actions[disks.length] ?? [])],
        found: false,
        exposed: null,
        flushed: [],
      };
      ctx.quiet ||
        ctx.emit({
          rule: 'hunt.hide',
          text: `You hide in the ${HUNT_LOCATION[a.location as string]?.name}`,
          to: [LIFEFORM],
          public: { text: 'The lifeform picks a hiding place aboard the Remora' },
        });
      s.stack.push({ k: 'hunt-next' }, { k: 'hunt-bait' });
      return;
    }
    case 'hunt-bait':
      s.stack.pop();
      hunt(s).bait = a.location as string;
      ctx.quiet ||
        ctx.emit({
          rule: 'hunt.bait',
          text: `The lifeform sets two hostility tokens on the ${HUNT_LOCATION[a.location as string]?.name}`,
        });
      return;
    case 'hunt-reveal':
      s.stack.pop();
      if (a.type === 'clear') {
        hunt(s).revealed.push(a.location as string);
        ctx.quiet ||
          ctx.emit({
            rule: 'hunt.clear',
            text: `The lifeform is not in the ${HUNT_LOCATION[a.location as string]?.name}`,
          });
      }
      return;
    case 'hunt-search': {
      s.stack.pop();
      const h = hunt(s);
      const where = a.location as string;
      if (a.halon === true && s.showdown) {
        s.showdown.pool.halon--;
        h.flushed.push(where);
      } else {
        h.plan.shift();
        h.disks.shift();
        h.searched.push(where);
      }
      const found = where === h.hideout;
      ctx.quiet ||
        ctx.emit({
          rule: 'hunt.search',
          text: `${seatName(seat)} searches the ${HUNT_LOCATION[where]?.name}${a.halon ? ' with a halon blast' : ''}: ${found ? 'it is in here!' : 'nothing'}`,
          data: { location: where, found },
          reveals: true,
        });
      const loc = HUNT_LOCATION[where];
      if (!found) {
        if (loc) effect(s, loc.failed, seat, ctx);
        return;
      }
      h.found = true;
      h.exposed = where;
      h.bait = null;
      const tokens = rewardTokens(h.disks.length);
      for (let i = 0; i < tokens; i++) s.stack.push({ k: 'hunt-reward', tokens: tokens - i });
      if (loc) effect(s, loc.discovered, seat, ctx);
      return;
    }
    case 'hunt-kill': {
      s.stack.pop();
      const c = charById(s, a.char as string);
      c.alive = false;
      c.at = null;
      ctx.quiet ||
        ctx.emit({
          rule: 'hunt.kill',
          text: `From the Engineering Compartment the lifeform kills ${charOf(s, c.id)}`,
          data: { char: c.id },
        });
      if (aliveChars(s, c.owner).length === 0) s.showdown?.eliminated.push(c.owner);
      return;
    }
    case 'hunt-reward':
      s.stack.pop();
      s.data[a.seat as Seat]?.push(a.data as string);
      ctx.quiet ||
        ctx.emit({
          rule: 'hunt.reward',
          text:
            a.seat === seat
              ? `${seatName(seat)} keeps a ${String(a.data)} data token`
              : `${seatName(seat)} gives ${seatName(a.seat as Seat)} a ${String(a.data)} data token`,
        });
      return;
  }
}
