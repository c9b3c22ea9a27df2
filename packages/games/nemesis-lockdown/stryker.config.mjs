// Mutation testing of Nemesis: Lockdown's rules: `npm run mutation -w @airlock/nemesis-lockdown`.
// The shared setup (command runner over the rule tests, incremental file, reports, what is ignored)
// is scripts/mutation/stryker-base.mjs; the score: docs/games/nemesis-lockdown/RULES.md, "Mutation testing".
import { gameMutationConfig } from '../../../scripts/mutation/stryker-base.mjs';

export default gameMutationConfig({
  testDir: new URL('./test/', import.meta.url),
  // Tests of the whole game at once (the kernel's test kit, with and without the Mars map) and of the
  // bots (heuristic, evaluation and its fitting): a mutant they alone catch is not pinned by a rule test.
  notRuleTests: /^(kit.*|bot|heuristic.*|evaluate|fit-evaluation)\.test\.ts$/,
  // The rule files. Not mutated: data (with its origins), the bots' heuristic and evaluation, views
  // and determinization, and the module's wiring.
  mutate: [
    'src/*.ts',
    'src/core/*.ts',
    '!src/{heuristic,heuristic-plan,evaluate,routes,view,determinize,index,types}.ts',
  ],
  // Equivalent mutants: guards no reachable position can fail, and mutants that change nothing. Each
  // entry is the smallest node (by its function and source text) the reason covers whole: every
  // mutant inside it is ignored (scripts/mutation/ignore-prose.mjs).
  equivalent: [
    // resumeAfterChoice: the first encounter's choice is answered before anything else can act.
    // The loop's length check and the `!w` check after `shift` each end the loop on an empty queue:
    // either one alone does (a mutant changes one of them at a time).
    {
      file: 'src/waiting.ts',
      in: 'resumeAfterChoice',
      code: 's.waiting.length > 0',
      reason: 'the `!w` check after shift ends the loop on an empty queue the same way',
    },
    {
      file: 'src/waiting.ts',
      in: 'resumeAfterChoice',
      code: '!w',
      reason: "the loop's length check never lets it shift an empty queue",
    },
    {
      file: 'src/waiting.ts',
      in: 'resumeAfterChoice',
      code: 'i.id === w.intruder',
      reason: "a held surprise attack comes from the game's first intruder, the only one on the board",
    },
    {
      file: 'src/waiting.ts',
      in: 'resumeAfterChoice',
      code: "intr && p?.status === 'alive' && intr.room === p.room",
      reason:
        'a held surprise attack is the first step resumed, right after the choices: its intruder and target have not moved or changed',
    },
    {
      file: 'src/waiting.ts',
      in: 'resumeAfterChoice',
      code: 'if (p) afterAction(s, p, ctx);',
      reason: 'a queued after-action step names a seat of the game',
    },
    {
      file: 'src/waiting.ts',
      in: 'resumeAfterChoice',
      code: '!s.endReason',
      reason:
        'the end is set by the time track (before bag development, which then never runs) or when the game concludes (the loop has stopped)',
    },
    // answerAdvantage: the decision exists only for the faces card-one and card-two, whose injuries
    // without a discard depend neither on the target's kind nor on melee (see faceHits); the target
    // cannot leave between the shot and its answer, which comes next.
    {
      file: 'src/advantage.ts',
      in: 'answerAdvantage',
      code: "faceHits(d.face, 'egg', false)",
      reason: 'card-one and card-two injure the same in melee or not',
    },
    {
      file: 'src/advantage.ts',
      in: 'answerAdvantage',
      code: "faceHits(d.face, intr?.kind ?? 'adult', false)",
      reason: 'card-one and card-two injure every kind alike, in melee or not, and the target is still there',
    },
    // moveCharacter: the checks after exploring and after danger each stop a character killed while
    // exploring (a Mars surface card); danger itself never wounds. Either check alone does it.
    {
      file: 'src/movement.ts',
      in: 'moveCharacter',
      code: "p.status !== 'alive'",
      nth: 2,
      reason: 'the check after danger stops a character killed while exploring the same way',
    },
    {
      file: 'src/movement.ts',
      in: 'moveCharacter',
      code: "p.status !== 'alive'",
      nth: 3,
      reason: 'danger never wounds, and a death while exploring is stopped by the check before it',
    },
    // explore.
    {
      file: 'src/movement.ts',
      in: 'explore',
      code: 'slot?.kind',
      reason: 'every room of the board is built from its slot',
    },
    {
      file: 'src/movement.ts',
      in: 'explore',
      code: 'slot?.tile',
      reason: 'every room of the board is built from its slot',
    },
    {
      file: 'src/movement.ts',
      in: 'explore',
      code: "case 'danger': break;",
      reason: "the switch's last case: falling out of it or breaking is the same",
    },
    // drawAttack and chooseTarget.
    {
      file: 'src/core/attack.ts',
      in: 'drawAttack',
      code: "if (id === null) throw new Error('attack deck empty');",
      reason: 'every attack card is in the deck or its discard pile: the deck rebuilt from the pile is never empty',
    },
    {
      file: 'src/core/attack.ts',
      in: 'chooseTarget',
      code: 'here.length === 0',
      reason: 'sorting an empty room gives nobody either',
    },
    // injure and drawEvent: the attack and event decks hold only ids of their card tables; the cards
    // an injury check drew are named only in the log.
    {
      file: 'src/core/combat.ts',
      in: 'injure',
      code: 'const cards: string[] = [];',
      reason: "only the log's data reads the cards drawn",
    },
    {
      file: 'src/core/combat.ts',
      in: 'injure',
      code: 'cards.push(id);',
      reason: "only the log's data reads the cards drawn",
    },
    {
      file: 'src/core/combat.ts',
      in: 'injure',
      code: 'card?.blood ?? 0',
      reason: 'every attack deck id is an attack card',
    },
    {
      file: 'src/core/combat.ts',
      in: 'injure',
      code: 'card?.retreat ?? false',
      reason: 'every attack deck id is an attack card',
    },
    {
      file: 'src/core/combat.ts',
      in: 'injure',
      code: 'if (room) room.objects.carcass++;',
      reason: 'an intruder always stands in a room of the board',
    },
    {
      file: 'src/core/combat.ts',
      in: 'injure',
      code: 'EVENT[ev]?.exits[0] ?? 1',
      reason: 'every event deck id is an event card',
    },
    {
      file: 'src/core/combat.ts',
      in: 'drawEvent',
      code: "if (id === null) throw new Error('event deck empty');",
      reason: 'every event card is in the deck or its discard pile: the deck rebuilt from the pile is never empty',
    },
    // Wounds: guards no reachable position fails, and a repeated opening of the main gate.
    {
      file: 'src/core/wounds.ts',
      in: 'seriousWound',
      code: "kind === 'arm'",
      reason:
        'enforceHands checks for an undressed arm wound itself: without one two hands are allowed, and nobody holds more',
    },
    {
      file: 'src/core/wounds.ts',
      in: 'enforceHands',
      code: 'if (!thing) break;',
      reason: "the loop's length check never lets it pop an empty hand",
    },
    {
      file: 'src/core/wounds.ts',
      in: 'dropHeavy',
      code: 'thing.of === undefined',
      reason: 'looking up seat `undefined` finds no player either',
    },
    {
      file: 'src/core/wounds.ts',
      in: 'dropHeavy',
      code: "thing.kind === 'item'",
      reason: 'a thing in hand is an object or an item, and a character always stands in a room of the board',
    },
    {
      file: 'src/core/wounds.ts',
      in: 'kill',
      code: 'room',
      reason: 'a character always stands in a room of the board',
    },
    {
      file: 'src/core/wounds.ts',
      in: 'kill',
      code: '!s.firstDeathDone',
      reason: 'the main gate never closes once open: opening it again changes nothing but the log',
    },
    {
      file: 'src/core/wounds.ts',
      in: 'healDressed',
      code: 'w',
      reason: 'the index found is inside the list: the spliced wound always exists',
    },
    // The round and the end of the game.
    {
      file: 'src/round.ts',
      in: 'handLimit',
      code: 's.rooms.isolation?.malfunction',
      reason: 'a character can only stand in the isolation room on a board that has one',
    },
    {
      file: 'src/round.ts',
      in: 'refill',
      code: 'n += p.deck[k] as number',
      nth: 2,
      reason:
        'after a reshuffle a wrong count draws nothing this pass; the refill loop counts the deck again and draws the same cards',
    },
    {
      file: 'src/round.ts',
      in: 'refill',
      code: 'sortStrings(kinds);',
      reason:
        'the order of the kinds only fixes which drawn number stands for which card: every card stays equally likely',
    },
    {
      file: 'src/round.ts',
      in: 'refill',
      code: 'n - 1',
      reason:
        'a drawn number past the last card draws nothing this pass; the loop draws again until the hand is full or the cards run out',
    },
    {
      file: 'src/round.ts',
      in: 'refill',
      code: 'drawn++',
      reason: "the count of cards drawn only feeds the round's log line",
    },
    {
      file: 'src/round.ts',
      in: 'startRound',
      code: 'nextSeat(s, s.firstPlayer, false)',
      reason: 'at the start of a round only the dead and escaped have passed: any living seat has not passed',
    },
    {
      file: 'src/round.ts',
      in: 'startRound',
      code: 'next === null',
      reason: 'a round never starts with nobody in the facility: the game ended (condition c) when the last one left',
    },
    {
      file: 'src/round.ts',
      in: 'startRound',
      code: 'endPlayerPhase(s, ctx);',
      reason: 'a round never starts with nobody in the facility: the game ended (condition c) when the last one left',
    },
    {
      file: 'src/round.ts',
      in: 'nextSeat',
      code: '!q',
      reason: 'the seats are a list without holes',
    },
    {
      file: 'src/round.ts',
      in: 'endTurn',
      code: 'if (p.passed) p.firedThisRound = true;',
      reason:
        "a character who passed has no later turn this round, so no later end of turn to be spared the fire (the rule's once-per-round limit holds by the flow)",
    },
    {
      file: 'src/round.ts',
      in: 'endTurn',
      code: 's.rooms[p.room]?.fire',
      reason: 'a character always stands in a room of the board',
    },
    {
      file: 'src/round.ts',
      in: 'endTurn',
      code: "p.status === 'alive'",
      nth: 1,
      reason: 'a light wound does nothing to a character who is not alive (lightWound checks it first)',
    },
    {
      file: 'src/round.ts',
      in: 'afterAction',
      code: 'if (finishIfOver(s, ctx)) return;',
      reason:
        'once the game is over nothing is pending and the results are fixed: a turn handed on after the end changes no result',
    },
    {
      file: 'src/round.ts',
      in: 'endTurn',
      code: 'if (finishIfOver(s, ctx)) return;',
      reason:
        'once the game is over nothing is pending and the results are fixed: a turn handed on after the end changes no result',
    },
    {
      file: 'src/endgame.ts',
      in: 'objectiveMet',
      code: '!target',
      reason:
        'the objective deck of a game leaves out every card naming a player number beyond the table (objectiveDeck)',
    },
    {
      file: 'src/endgame.ts',
      in: 'conclude',
      code: "p.status !== 'dead'",
      reason: 'it only chooses whether the log names a death; the status is set either way',
    },
    {
      file: 'src/endgame.ts',
      in: 'conclude',
      code: 'obj !== undefined',
      reason: 'with no objective left `p.objectives.some(...)` is false as well',
    },
    {
      file: 'src/endgame.ts',
      in: 'conclude',
      code: "OBJECTIVE[o]?.kind === 'signal'",
      reason: 'every objective a player holds is in the objective table',
    },
    {
      file: 'src/endgame.ts',
      in: 'contaminationCheck',
      code: 'c?.startsWith(CONTAMINATION)',
      reason:
        'four draws from the cards the character owns never find the pile empty: a deck has at least its starting cards',
    },
    {
      file: 'src/endgame.ts',
      in: 'objectiveMet',
      code: "CHARACTER[q.character]?.kind !== 'survivor'",
      reason: 'every character in play is in the character table',
    },
    // The CSS and the computer.
    {
      file: 'src/css.ts',
      in: 'launchCss',
      code: 'seat === null',
      reason: 'an empty pod names no seat, so the next check (`!p`) skips it as well',
    },
    {
      file: 'src/css.ts',
      in: 'launchCss',
      code: "!p || p.status !== 'pod'",
      reason:
        'a seat named by a pod is always a character waiting in it: the pod is freed when its character leaves or dies, and nothing else affects a character in a pod',
    },
    {
      file: 'src/css.ts',
      in: 'launchCss',
      code: 'CSS_TOKENS[token] ?? []',
      reason: 'every CSS token is in the token table',
    },
    {
      file: 'src/css.ts',
      in: 'cssControlOptions',
      code: 'Object.entries(s.css.slots).sort()',
      reason: 'the order only fixes the order of the legal list, not which options it holds',
    },
    {
      file: 'src/computer.ts',
      code: `{
  knowledge: 'knowledge gained',
  'close-doors': 'doors closed',
  'open-doors': 'doors opened',
  silence: 'noise cleared',
  extinguish: 'fires put out',
  'power-elevator': 'the elevator powered',
}`,
      reason: "the log's words for each computer action",
    },
    {
      file: 'src/computer.ts',
      in: 'revealNext',
      code: 'guard < 20',
      reason:
        'the loop ends by its returns: a deck holds two Lock-down cards at most, then a terminal card or an empty deck',
    },
    {
      file: 'src/computer.ts',
      in: 'revealNext',
      code: 'guard++',
      reason:
        'the loop ends by its returns: a deck holds two Lock-down cards at most, then a terminal card or an empty deck',
    },
    {
      file: 'src/computer.ts',
      in: 'revealNext',
      code: 'if (next === null) return;',
      reason:
        'never reached in play: the used card goes under the deck before the next is revealed, so a card is always left',
    },
    {
      file: 'src/computer.ts',
      in: 'revealNext',
      code: 'card?.lockdown',
      reason: 'every card of the computer deck is in the card table',
    },
    {
      file: 'src/computer.ts',
      in: 'lockdown',
      code: "c.door === 'open'",
      reason: 'placeDoor closes only an open door and leaves any other as it is',
    },
    {
      file: 'src/computer.ts',
      in: 'computerOptions',
      code: 's.rooms[p.room]?.malfunction',
      reason: 'a character always stands in a room of the board',
    },
    {
      file: 'src/computer.ts',
      in: 'computerOptions',
      code: 'if (!card) return [];',
      reason: 'the revealed card is always a card of the table (a Lock-down card never stays face up)',
    },
    {
      file: 'src/computer.ts',
      in: 'applyComputer',
      code: 'card?.actions[a.choice as number]',
      reason: 'the legal list offers only the revealed card and its action numbers',
    },
    {
      file: 'src/computer.ts',
      in: 'applyComputer',
      code: 'if (!card || !what) return;',
      reason: 'the legal list offers only the revealed card and its action numbers',
    },
    {
      file: 'src/computer.ts',
      in: 'inSection',
      code: 'SLOT[room]?.section',
      reason: 'every room of the state is a slot of the board',
    },
    {
      file: 'src/computer.ts',
      in: 'applyComputer',
      code: "c.door === 'open'",
      reason: 'placeDoor closes only an open door and leaves any other as it is',
    },
    {
      file: 'src/computer.ts',
      in: 'applyComputer',
      code: '[...s.power.active, s.power.elevator].sort()',
      reason:
        'the active power tokens are read as a set (the darkest is found by Math.max); the order shows only in the view',
    },
    // The event phase's steps.
    {
      file: 'src/eventphase.ts',
      in: 'eventPhase',
      code: 'i < steps.length',
      reason: 'one step past the list finds no step (`steps[i]?.`) and does nothing',
    },
    {
      file: 'src/eventphase.ts',
      in: 'eventPhase',
      code: 'steps[i]?.(s, ctx)',
      reason: 'the loop stays inside the list of steps',
    },
    {
      file: 'src/eventphase.ts',
      in: 'timeTrack',
      code: 's.alert !== null',
      reason: 'a slot number is never null: without the alert `from === s.alert` is false as well',
    },
    {
      file: 'src/eventphase.ts',
      in: 'noiseRemoval',
      code: 'if (!c.noise) continue;',
      reason: 'clearing a corridor without noise changes nothing; only the log count differs',
    },
    {
      file: 'src/eventphase.ts',
      in: 'noiseRemoval',
      code: 'n++',
      reason: 'the count only feeds the log line',
    },
    {
      file: 'src/eventphase.ts',
      in: 'attackInTurn',
      code: 'k < ids.length',
      reason: 'one index past the list finds no intruder and the loop goes on to its end',
    },
    {
      file: 'src/eventphase.ts',
      in: 'fireDamage',
      code: 's.rooms[intr.room]?.fire',
      reason: 'an intruder always stands in a room of the board',
    },
    {
      file: 'src/eventphase.ts',
      in: 'fireDamage',
      code: '!r?.fire',
      reason: 'the loop reads the rooms of the state: each exists',
    },
    {
      file: 'src/eventphase.ts',
      in: 'eventCard',
      code: 'card',
      nth: 5,
      reason: 'every event card drawn is in the event table',
    },
    {
      file: 'src/eventphase.ts',
      in: 'bagNoise',
      code: 'i < seats.length',
      reason: 'one index past the list finds no seat and does nothing',
    },
    // Hazards and items.
    {
      file: 'src/hazards.ts',
      in: 'placeFire',
      code: "SLOT[room]?.section === undefined || SLOT[room]?.kind === 'crossroads'",
      reason:
        'no room of the state lies outside the board, and the Mars crossroads are areas the Mars rules never set on fire; the basic board has none',
    },
    {
      file: 'src/hazards.ts',
      in: 'placeMalfunction',
      code: "r.tile === 'crossroads'",
      reason: 'a crossroads is a Mars area with no room tile to malfunction; no rule places a malfunction there',
    },
    {
      file: 'src/hazards.ts',
      in: 'removeFire',
      code: '!r?.fire',
      reason: 'every caller names a room of the board',
    },
    {
      file: 'src/hazards.ts',
      in: 'removeMalfunction',
      code: '!r?.malfunction',
      reason: 'every caller names a room of the board',
    },
    {
      file: 'src/items.ts',
      in: 'itemOptions',
      code: 'p.inventory.length === 0 && p.hands.length === 0',
      reason: 'a shortcut: with nothing held the loops below list nothing either',
    },
    {
      file: 'src/items.ts',
      in: 'itemOptions',
      code: "h.kind === 'item'",
      reason: 'an object in a hand is in no item table, so it offers no use either way',
    },
    {
      file: 'src/items.ts',
      in: 'applyItem',
      code: "const [i, j] = p.hands.flatMap((h, k) => (h.kind === 'item' && !h.taped ? [k] : []));",
      reason:
        'duct tape is offered only when both hand slots hold untaped items, so the first two slots are the two found',
    },
    {
      file: 'src/items.ts',
      in: 'applyItem',
      code: 'if (!first || !second || j === undefined) return;',
      reason: 'duct tape is offered only when both hand slots hold untaped items',
    },
    {
      file: 'src/items.ts',
      in: 'applyItem',
      code: 'h && w',
      reason: 'a reload is offered only for a weapon held in a hand slot',
    },
    // Action cards (actioncards.ts).
    {
      file: 'src/actioncards.ts',
      in: 'effectParams',
      code: "case 'run': return fight ? [] : neighbours(s, p.room).map((to) => ({ to }));",
      reason:
        'cardOptions lists run cards itself and never asks effectParams for them (the case keeps the switch exhaustive)',
    },
    {
      file: 'src/actioncards.ts',
      in: 'effectParams',
      code: "case 'cover': return fight ? neighbours(s, p.room).map((to) => ({ to })) : [];",
      reason:
        'cardOptions lists cover cards itself and never asks effectParams for them (the case keeps the switch exhaustive)',
    },
    {
      file: 'src/actioncards.ts',
      in: 'effectParams',
      code: 'ITEM[thing.name]?.weapon?.max',
      reason: 'heldWeapons lists only items whose table entry has a weapon',
    },
    {
      file: 'src/actioncards.ts',
      in: 'cardAction',
      code: 'keys++',
      reason: 'the literal fast paths build the same action (same keys, same order) as the key-by-key copy',
    },
    {
      file: 'src/actioncards.ts',
      in: 'applyCard',
      code: 'def?.effects',
      reason: 'the kernel applies only legal actions: the card is an action card and the half is one of its effects',
    },
    {
      file: 'src/actioncards.ts',
      in: 'applyCard',
      code: 'ITEM[h.name]?.weapon',
      reason: 'a legal reload names a weapon held (heldWeapons lists only weapons)',
    },
    {
      file: 'src/actioncards.ts',
      in: 'exitsOf',
      code: '[]',
      nth: 2,
      reason: "the fallback of `?? []`: every room of each side has its four exits in that side's table",
    },
    // Paying costs (payment.ts): the kept lists of ways to pay (a cache of a pure function) and their order.
    {
      file: 'src/payment.ts',
      in: 'payments',
      code: 'out.length < 2',
      reason:
        'the search lists the ways already in the order the sort gives: card ids ascending, more of an earlier id first, which for the ids of every deck is the order of their joined names (checked over every hand of every deck)',
    },
    {
      file: 'src/payment.ts',
      in: 'payments',
      code: 'keyed.sort((a, b) => byLocale(a.key, b.key));',
      reason:
        'the search lists the ways already in the order the sort gives (card ids ascending, more of an earlier id first; checked over every hand of every deck)',
    },
    {
      file: 'src/payment.ts',
      in: 'handWays',
      code: 'node.next.set(c, child);',
      reason: 'a lost node only means the ways of that hand are computed again, the same',
    },
    {
      file: 'src/payment.ts',
      in: 'handWays',
      code: '[]',
      nth: 2,
      reason: 'the lists are indexed by cost, and a cost of 0 never looks them up (Paid.ways returns FREE first)',
    },
    {
      file: 'src/payment.ts',
      in: 'handWays',
      code: '[]',
      nth: 3,
      reason: 'the lists are indexed by cost, and a cost of 0 never looks them up (Paid.ways returns FREE first)',
    },
    {
      file: 'src/payment.ts',
      code: 'const LAST_HAND: (readonly string[] | undefined)[] = [];',
      reason: 'a string at a seat never equals a hand card by card, so it is only replaced',
    },
    {
      file: 'src/payment.ts',
      code: 'const LAST_WAYS: (HandWays | undefined)[] = [];',
      reason: "a seat's remembered ways are read only after its remembered hand matched, which a string never does",
    },
    {
      file: 'src/payment.ts',
      in: 'waysOfHand',
      code: 'true',
      reason:
        '`let same = true`: a hand never found equal only means its ways are looked up in the tree again, the same',
    },
    {
      file: 'src/payment.ts',
      in: 'waysOfHand',
      code: 'Number.isInteger(p.seat) && p.seat >= 0 && p.seat < 16',
      reason: "it decides only whether a seat's last hand is remembered; the ways found either way are the same",
    },
    {
      file: 'src/payment.ts',
      in: 'ways',
      code: 'byCard.set(card, list);',
      reason: 'a list not kept is computed again, the same',
    },
    // Paid's fields: the only Paid (actions.ts, turnOptions) is reset right after it is made, and reset
    // sets every field before any use.
    { file: 'src/payment.ts', code: 'private cost = -1;', reason: 'reset() sets it before any use' },
    {
      file: 'src/payment.ts',
      code: 'private readonly fixed: unknown[] = [];',
      reason: 'reset() empties it before any use',
    },
    {
      file: 'src/payment.ts',
      code: 'private readonly items: (readonly unknown[])[] = [];',
      reason: 'reset() empties it before any use',
    },
    {
      file: 'src/payment.ts',
      code: 'private readonly pays: Ways[] = [];',
      reason: 'reset() empties it before any use',
    },
    {
      file: 'src/payment.ts',
      code: 'private readonly makers: Maker<never, never>[] = [];',
      reason: 'reset() empties it before any use',
    },
    {
      file: 'src/payment.ts',
      in: 'constructor',
      code: '{ this.p = p; }',
      reason: 'reset() sets the player before any use',
    },
    // Room actions (rooms.ts).
    {
      file: 'src/rooms.ts',
      in: 'roomOptions',
      code: 's.rooms[room]?.malfunction',
      reason: 'the loop runs over the keys of s.rooms: the room is there',
    },
    {
      file: 'src/rooms.ts',
      in: 'roomOptions',
      code: 's.rooms[room]?.explored',
      reason: 'the loop runs over the keys of s.rooms: the room is there',
    },
    {
      file: 'src/rooms.ts',
      in: 'applyRoom',
      code: 'tile?.action',
      reason: 'the kernel applies only legal actions: a room action is offered only in a room whose tile has one',
    },
    {
      file: 'src/rooms.ts',
      in: 'applyRoom',
      code: 's.players[where]?.contingency',
      reason: 'a legal peek names a seat of the game',
    },
    {
      file: 'src/rooms.ts',
      in: 'applyRoom',
      code: '[]',
      nth: 1,
      reason: 'the fallback of `?? []`: a legal peek names a seat of the game',
    },
    {
      file: 'src/rooms.ts',
      in: 'applyRoom',
      code: 'true',
      nth: 7,
      reason:
        '`p.passed = true` on locking in: the end of the action passes every character no longer alive (round.ts, afterAction)',
    },
    {
      file: 'src/rooms.ts',
      in: 'applyRoom',
      code: 'true',
      nth: 13,
      reason:
        '`p.passed = true` on boarding a pod: the end of the action passes every character no longer alive (round.ts, afterAction)',
    },
    // The Mars surface (mars.ts).
    {
      file: 'src/mars.ts',
      in: 'applyMars',
      code: 'true',
      reason:
        '`p.passed = true` on reaching the bunker: the end of the action passes every character no longer alive (round.ts, afterAction)',
    },
    // Trade and crafting (trade.ts): every card in an inventory or a recipe is an item of the table.
    {
      file: 'src/trade.ts',
      in: 'tradeSessionActions',
      code: 'ITEM[i]?.color',
      reason: 'every card in an inventory is an item of the table',
    },
    {
      file: 'src/trade.ts',
      in: 'tradeAnswers',
      code: 'ITEM[i]?.color',
      reason: 'every card in an inventory is an item of the table',
    },
    {
      file: 'src/trade.ts',
      in: 'tell',
      code: 'ITEM[t.item]?.color',
      reason: 'every card in an inventory is an item of the table',
    },
    {
      file: 'src/trade.ts',
      in: 'applyTradeSession',
      code: 'ITEM[offer.item]?.color',
      reason: 'every card in an inventory is an item of the table',
    },
    {
      file: 'src/trade.ts',
      in: 'applyTradeSession',
      code: 'ITEM[offer.item]?.name',
      reason: 'every card in an inventory is an item of the table',
    },
    {
      file: 'src/trade.ts',
      in: 'craftOptions',
      code: 'ITEM[id]?.recipe',
      reason: 'CRAFTABLE lists items of the table',
    },
    {
      file: 'src/trade.ts',
      in: 'craftOptions',
      code: 'ITEM[i]?.component',
      reason: 'every card in an inventory is an item of the table',
    },
    {
      file: 'src/trade.ts',
      in: 'craftOptions',
      code: 's.rooms.repository?.malfunction',
      reason: 'the repository is a room of both sides of the board',
    },
    // Contamination: scanning.
    {
      file: 'src/core/contamination.ts',
      in: 'scanPiles',
      code: 'opts.limit !== undefined',
      reason: 'a count compared with an absent limit (`>= undefined`) is false as well',
    },
  ],
});
