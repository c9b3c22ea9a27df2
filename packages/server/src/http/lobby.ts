import type { MatchMeta } from '../storage/index.ts';

/**
 * What the lobby lists: unfinished matches (to sit down in or to watch), newest first, at most `max` of
 * them (a list longer than a person can read helps no one) and at most `perAddress` created from one
 * client address, so one address creating matches as fast as it is allowed cannot push everyone else's
 * off the list.
 */
export class Lobby {
  /** Which address created each match this process created; bounded, oldest forgotten first. */
  private readonly creators = new Map<string, string>();
  private readonly max: number;
  private readonly perAddress: number;

  constructor(max: number, perAddress: number) {
    this.max = max;
    this.perAddress = perAddress;
  }

  /** How many stored matches to read to fill the list even when some addresses are over their share. */
  get scan(): number {
    return Math.max(500, this.max * 20);
  }

  created(matchId: string, address: string): void {
    this.creators.set(matchId, address);
    if (this.creators.size > 100_000) {
      const oldest = this.creators.keys().next().value;
      if (oldest !== undefined) this.creators.delete(oldest);
    }
  }

  /** `open` newest first, as storage lists it. */
  pick(open: readonly MatchMeta[]): MatchMeta[] {
    const shown: MatchMeta[] = [];
    const perAddress = new Map<string, number>();
    for (const m of open) {
      if (shown.length >= this.max) break;
      if (m.over) continue;
      const address = this.creators.get(m.matchId);
      if (address !== undefined) {
        const n = perAddress.get(address) ?? 0;
        if (n >= this.perAddress) continue;
        perAddress.set(address, n + 1);
      }
      shown.push(m);
    }
    return shown;
  }
}
