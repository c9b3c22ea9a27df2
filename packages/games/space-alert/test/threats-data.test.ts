import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { THREATS, threatCard } from '../src/data/threats.ts';
import { rangeOf, squaresCrossed, TRAJECTORIES, trajectory } from '../src/data/trajectories.ts';
import { HANDLERS } from '../src/threats/effects.ts';
import { BASE_POINTS, type Effect, type ThreatCard } from '../src/threats/types.ts';

function count(pred: (c: ThreatCard) => boolean): number {
  return THREATS.filter(pred).length;
}

describe('threat catalogue counts (research §2.1, Appendix A)', () => {
  it('holds 103 cards: 55 base and the 48 of New Threats', () => {
    assert.equal(THREATS.length, 103);
    assert.equal(
      count((c) => !c.frontier),
      55,
    );
    assert.equal(
      count((c) => c.frontier),
      48,
    );
  });

  it('New Threats: 16 white or yellow cards and 32 red ones; red is New Frontier only', () => {
    assert.equal(
      count((c) => c.frontier && c.colour !== 'red'),
      16,
    );
    assert.equal(
      count((c) => c.frontier && c.colour === 'red'),
      32,
    );
    assert.equal(
      count((c) => !c.frontier && c.colour === 'red'),
      0,
    );
  });

  it('counts per kind, severity and colour', () => {
    const table: Record<string, number> = {};
    for (const c of THREATS) {
      const k = `${c.kind}/${c.severity}/${c.colour}`;
      table[k] = (table[k] ?? 0) + 1;
    }
    assert.deepEqual(table, {
      'external/common/white': 12,
      'external/common/yellow': 10,
      'external/common/red': 9,
      'external/serious/white': 10,
      'external/serious/yellow': 9,
      'external/serious/red': 9,
      'internal/common/white': 8,
      'internal/common/yellow': 8,
      'internal/common/red': 7,
      'internal/serious/white': 7,
      'internal/serious/yellow': 7,
      'internal/serious/red': 7,
    });
  });

  it('ids are unique and their prefix matches kind, severity and colour', () => {
    assert.equal(new Set(THREATS.map((c) => c.id)).size, THREATS.length);
    const colourDigit = { white: '1', yellow: '2', red: '3' } as const;
    for (const c of THREATS) {
      const prefix = `${c.severity === 'serious' ? 'S' : ''}${c.kind === 'external' ? 'E' : 'I'}${colourDigit[c.colour]}-`;
      assert.ok(c.id.startsWith(prefix), `${c.id} should start with ${prefix}`);
      assert.equal(c.frontier, /-1\d\d$/.test(c.id), c.id);
    }
  });

  it('the white common external deck has exactly one Fighter and one Stealth Fighter, speed 3 (002 footnote)', () => {
    const deck = THREATS.filter((c) => c.kind === 'external' && c.severity === 'common' && c.colour === 'white');
    assert.equal(deck.filter((c) => c.name === 'Fighter').length, 1);
    const stealth = deck.filter((c) => c.name === 'Stealth Fighter');
    assert.equal(stealth.length, 1);
    assert.equal(stealth[0]?.speed, 3);
  });

  it('every card records where its numbers came from, and every disagreement says how it was settled', () => {
    for (const c of THREATS) {
      assert.ok(c.origin.sources.length > 0, c.id);
      assert.ok(c.description.length > 10, c.id);
    }
    const decided = THREATS.filter((c) => c.origin.decided).map((c) => c.id);
    for (const id of [
      'SE1-02',
      'I1-01',
      'I1-02',
      'I2-102',
      'E3-109',
      'SE3-108',
      'SE3-104',
      'I3-103',
      'I3-104',
      'SI2-05',
      'SE3-105',
      'SI3-107',
    ]) {
      assert.ok(decided.includes(id), `${id} needs a recorded decision`);
    }
  });

  it('the settled disagreements read as decided', () => {
    const mow = threatCard('SE1-02');
    assert.deepEqual(mow.Z, [{ kind: 'attack', amount: 5, target: 'own' }]);
    assert.deepEqual(threatCard('I1-01').X, [{ kind: 'move', direction: 'blue' }]);
    assert.deepEqual(threatCard('I1-02').X, [{ kind: 'move', direction: 'red' }]);
    const ninja = threatCard('I2-102');
    assert.equal(ninja.X.length, 0, 'the Ninja poisons from its appearance, not at X');
    assert.ok(ninja.traits.some((t) => t.kind === 'poison-markers'));
  });

  it('point values follow colour and severity, with the published exceptions', () => {
    assert.deepEqual(BASE_POINTS.common.white, [2, 4]);
    assert.deepEqual(BASE_POINTS.serious.red, [8, 16]);
    const fixed = (id: string) => threatCard(id).traits.find((t) => t.kind === 'fixed-points');
    assert.deepEqual(fixed('SI2-02'), { kind: 'fixed-points', survived: 6, destroyed: 15 });
    assert.deepEqual(fixed('E3-107'), { kind: 'fixed-points', survived: 0, destroyed: 0 });
    for (const id of ['SE3-104', 'SI3-102', 'SI3-103'])
      assert.deepEqual(fixed(id), { kind: 'fixed-points', survived: 4, destroyed: 8 });
  });

  it('spot-checks stats against Appendix A', () => {
    const rows: [string, number, number, number][] = [
      ['E1-07', 2, 4, 3],
      ['E2-05', -2, 13, 2],
      ['E3-102', 1, 6, 2],
      ['E3-108', 1, 4, 3],
      ['SE1-102', 0, 13, 1],
      ['SE3-103', 5, 13, 2],
      ['SE3-105', 5, 14, 2],
    ];
    for (const [id, sh, hp, spd] of rows) {
      const c = threatCard(id);
      assert.equal(c.kind, 'external');
      if (c.kind === 'external') assert.deepEqual([c.shield, c.health, c.speed], [sh, hp, spd], id);
    }
    const pcsc = threatCard('I3-102');
    assert.equal(pcsc.health, 2);
    assert.deepEqual(
      pcsc.traits.find((t) => t.kind === 'inaccessible'),
      { kind: 'inaccessible', amount: 1 },
    );
  });
});

describe('the effect model', () => {
  it('an unknown effect kind does not compile, and every kind has its handler', () => {
    // @ts-expect-error: 'teleport-ship' is not an effect kind (tsc fails if this line compiles).
    const bad: Effect = { kind: 'teleport-ship' };
    assert.equal(bad.kind in HANDLERS, false);
    const used = new Set(THREATS.flatMap((c) => [...c.X, ...c.Y, ...c.Z].map((e) => e.kind)));
    for (const kind of used) assert.equal(typeof HANDLERS[kind], 'function', kind);
    assert.ok(used.size >= 55, `the catalogue uses ${used.size} effect kinds`);
  });
});

describe('trajectories (research §1.5)', () => {
  it('seven boards of length 10..16 with their X, Y and Z squares', () => {
    assert.deepEqual(
      TRAJECTORIES.map((t) => [t.length, t.X, t.Y, t.Z]),
      [
        [10, 5, [], 1],
        [11, 8, [], 1],
        [12, 8, [3], 1],
        [13, 9, [5], 1],
        [14, 11, [7], 1],
        [15, 10, [7, 3], 1],
        [16, 12, [8, 5], 1],
      ],
    );
    assert.throws(() => trajectory(8), /no trajectory 8/);
  });

  it('ranges: 1-5 range 1, 6-10 range 2, 11-16 range 3', () => {
    assert.deepEqual([1, 5, 6, 10, 11, 16].map(rangeOf), [1, 1, 2, 2, 3, 3]);
  });

  it('a move triggers every action square it reaches or passes, in order', () => {
    const t5 = trajectory(5);
    assert.deepEqual(squaresCrossed(t5, 14, 12), []);
    assert.deepEqual(squaresCrossed(t5, 12, 10), ['X']);
    assert.deepEqual(squaresCrossed(t5, 12, 1), ['X', 'Y', 'Z']);
    assert.deepEqual(squaresCrossed(trajectory(7), 9, 4), ['Y', 'Y']);
  });
});
