// Mutation testing of Mission Catastrophe's rules: `npm run mutation -w @airlock/mission-catastrophe`.
// The score and how it was measured: docs/games/mission-catastrophe/RULES.md, "Mutation testing".
import { gameMutationConfig } from '../../../scripts/mutation/stryker-base.mjs';

export default gameMutationConfig({
  testDir: new URL('./test/', import.meta.url),
  // Tests of the whole game at once (golden recordings, the kernel's test kit), of the bots
  // (heuristic, evaluation) and of the action descriptions: a mutant they alone catch is not
  // pinned down by a rule test.
  notRuleTests: /^(golden|kit|heuristic.*|evaluate|describe)\.test\.ts$/,
  // The rule files: flow, actions, cards, modules, ship, escape, every threat, level, option and
  // role. Not mutated: data (checked against its sources by data.test.ts), the bots' heuristic and
  // evaluation, views and determinization, action descriptions, the deep copy, the test kit's
  // invariants, presets and the module's wiring.
  mutate: [
    'src/*.ts',
    'src/rules/*.ts',
    'src/roles/*.ts',
    '!src/{heuristic,heuristic-moves,heuristic-team,evaluate,view,describe,copy,invariants,presets,index}.ts',
  ],
  equivalent: [
    // Prose: the wording of events and prompts, and the tables that remember it. A table at the top of the module is in no function: its entry names none (`in` left out).
    {
      file: 'src/flow.ts',
      in: 'declaredText',
      code: `{
  const play = a.type === 'play';
  const key = play ? String(a.card) : a.type;
  const texts = play ? DECLARED_PLAY : DECLARED;
  let text = texts.get(key);
  if (text === undefined) {
    text = play ? \`Declares: plays \${cardName(key as Card)}.\` : \`Declares \${DECLARED_WORDS[key] ?? key}.\`;
    texts.set(key, text);
  }
  return text;
}`,
      reason: 'the wording of a declaration event (remembered per action kind): prose of the log',
    },
    {
      file: 'src/flow.ts',
      code: `{ move: 'a move', draw: 'a draw', repair: 'a repair', module: 'a module use', view: 'a look at an escape pod ID', escape: 'an escape attempt', transfer: 'a card transfer', role: 'a role action', }`,
      reason: 'words of declaration events: prose of the log',
    },
    {
      file: 'src/flow.ts',
      code: `Array.from({ length: 6 }, (_, seat) => \`Crew \${seat + 1} begins a turn.\`)`,
      reason: 'event texts of turn starts: prose of the log',
    },
    {
      file: 'src/flow.ts',
      code: `Array.from({ length: 49 }, (_, k) => \`The damage dice show \${Math.floor(k / 7)} and \${k % 7}.\`)`,
      reason: 'event texts of damage rolls: prose of the log',
    },
    {
      file: 'src/flow.ts',
      code: `Array.from({ length: 10 }, (_, left) => \`Take an action (\${left} left)\`)`,
      reason: 'remembered turn prompts: a missing one is written out the same way',
    },
    {
      file: 'src/flow.ts',
      code: `Object.fromEntries( (['damage', 'action', 'counter', 'rule'] as const).map((k) => [k, \`Interrupt (\${k}) or pass\`]), )`,
      reason: 'remembered window prompts: a missing one is written out the same way',
    },
    {
      file: 'src/flow.ts',
      in: 'windowDecisions',
      code: `INTERRUPT[w.kind] ?? \`Interrupt (\${w.kind}) or pass\``,
      reason: 'the table and the fallback write the same prompt',
    },
    {
      file: 'src/flow.ts',
      in: 'pendingOf',
      code: `h?.prompt?.(s, st as ExtStep) ?? 'Decide'`,
      reason: `every extension step that asks a seat has its own prompt: only the prompt's wording could change`,
    },
    {
      file: 'src/flow.ts',
      in: 'prompt',
      code: `TAKE_ACTION[st.left] ?? \`Take an action (\${st.left} left)\``,
      reason: 'the table and the fallback write the same prompt: no turn has 10 actions',
    },
    {
      file: 'src/flow.ts',
      in: 'legal',
      code: 'CARD_HANDLERS[st.card]?.push',
      reason: 'every ability card an ally may copy has a handler (pip.ts)',
    },
    {
      file: 'src/flow.ts',
      in: 'prompt',
      code: `() => ''`,
      reason: 'the steps without an actor (setup, exposure) are never prompted',
    },
    {
      file: 'src/flow.ts',
      in: 'legal',
      code: '() => []',
      reason: 'the steps without an actor (setup, exposure) are never asked for actions',
    },
    // declare: the declared action waits in its window with the cards it spends.
    {
      file: 'src/flow.ts',
      in: 'declare',
      code: 'i < held.length',
      reason: 'one step past the list takes an absent card, which removes nothing from the hand',
    },
    {
      file: 'src/flow.ts',
      in: 'declare',
      code: `a.type === 'play'`,
      reason: `an action that is not a play has no card: the window's card stays unset either way`,
    },
    {
      file: 'src/flow.ts',
      in: 'declare',
      code: 'held.length > 0',
      reason: 'an empty list of held cards gives nothing back, like no list',
    },
    {
      file: 'src/flow.ts',
      in: 'declare',
      code: `under?.t === 'free'`,
      reason: 'only a free step carries a reason (`why`): no other step under a declaration can match',
    },
    {
      file: 'src/flow.ts',
      in: 'declare',
      code: 'under?.t',
      reason: 'a declaration is always made from a step on the stack (a turn or a free action)',
    },
    // turnStep, hitNext, exposure: hook lists, phases and the finished game.
    {
      file: 'src/flow.ts',
      in: 'turnStep',
      code: 'r.startTurn?.(s, st.seat, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/flow.ts',
      in: 'turnStep',
      code: 'r.endTurn?.(s, st.seat, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/flow.ts',
      in: 'turnStep',
      code: 'case 2: st.ph = 3; return;',
      reason:
        'phase 2 only hands over to phase 3 at the next automatic run, with nothing in between: falling through does the same at once',
    },
    {
      file: 'src/flow.ts',
      in: 'hitNext',
      code: 'if (s.over) return;',
      reason: 'the flow stops at a finished game before any step left on the stack runs',
    },
    {
      file: 'src/flow.ts',
      in: 'exposure',
      code: 'i < s.n',
      reason:
        'one past the last seat is the active seat again, already checked (it has jumped, died, or has nowhere to go)',
    },
    {
      file: 'src/flow.ts',
      in: 'exposure',
      code: 'r.exposure?.(s, seat)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/flow.ts',
      in: 'exposure',
      code: 'r.onEliminated?.(s, seat, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    { file: 'src/flow.ts', in: 'exposure', code: `fate === 'safe'`, reason: `no rule module answers 'safe' today` },
    // Windows: every window of this game is answered in parallel; the decisions are remembered per waiting list.
    {
      file: 'src/flow.ts',
      in: 'closed',
      code: `if (w.mode === 'sequential') return w.seats[w.at] === undefined;`,
      reason: 'every window of this game is answered in parallel (windows.ts, openWin)',
    },
    {
      file: 'src/flow.ts',
      in: 'windowDecisions',
      code: `w.mode === 'sequential'`,
      reason: 'every window of this game is answered in parallel (windows.ts, openWin)',
    },
    {
      file: 'src/flow.ts',
      in: 'windowDecisions',
      code: '{ const seat = w.seats[w.at]; if (seat !== undefined) code = seat + 1; }',
      reason: 'every window of this game is answered in parallel (windows.ts, openWin)',
    },
    {
      file: 'src/flow.ts',
      in: 'windowDecisions',
      code: 'code * 8',
      reason: 'dividing instead still gives each ordered waiting list its own code (the last seat is the whole part)',
    },
    {
      file: 'src/flow.ts',
      in: 'windowDecisions',
      code: '!byCode',
      reason: 'a lost table only means the decisions are made anew, the same',
    },
    {
      file: 'src/flow.ts',
      in: 'windowDecisions',
      code: 'WINDOW_DECISIONS.set(w.kind, byCode);',
      reason: 'a lost table only means the decisions are made anew, the same',
    },
    { file: 'src/flow.ts', in: 'windowDecisions', code: '!out', reason: 'decisions made anew are the same' },
    {
      file: 'src/flow.ts',
      in: 'windowDecisions',
      code: 'if (w.seats.every((seat) => seat >= 0 && seat < 6)) byCode.set(code, out);',
      reason: 'seats are 0-5: whether a list is remembered changes only the speed',
    },
    {
      file: 'src/flow.ts',
      in: 'oneDecision',
      code: '!bySeat',
      reason: 'a lost table only means the decision is made anew, the same',
    },
    {
      file: 'src/flow.ts',
      in: 'oneDecision',
      code: `if (DECISIONS.size >= 1000) return [{ actor: seat, kind: 'turn', prompt }];`,
      reason:
        'prompts come from a short list: the cap is never reached, and past it the decision is the same, not remembered',
    },
    {
      file: 'src/flow.ts',
      in: 'oneDecision',
      code: 'DECISIONS.set(prompt, bySeat);',
      reason: 'a lost table only means the decision is made anew, the same',
    },
    { file: 'src/flow.ts', in: 'oneDecision', code: '!p', reason: 'a decision made anew is the same' },
    // drain, pendingOf, legalOf, applyOf: invariants of a running game.
    {
      file: 'src/flow.ts',
      in: 'drain',
      code: 'guard < 100000',
      reason: 'a guard against a flow that never settles: every flow settles long before it',
    },
    {
      file: 'src/flow.ts',
      in: 'drain',
      code: 'guard++',
      reason: 'a guard against a flow that never settles: every flow settles long before it',
    },
    {
      file: 'src/flow.ts',
      in: 'drain',
      code: `if (!st) throw new Error('the step stack is empty in a running game');`,
      reason: 'a running game always has a step (the next line would fail on none anyway)',
    },
    {
      file: 'src/flow.ts',
      in: 'drain',
      code: `if (!h) throw new Error(\`no handler for step \${st.t}\`);`,
      reason: 'every extension step is pushed by the rule module that handles it',
    },
    {
      file: 'src/flow.ts',
      in: 'drain',
      code: 'h.auto?.(s, st as ExtStep, ctx)',
      reason: 'every extension step handler has an automatic run',
    },
    {
      file: 'src/flow.ts',
      in: 'drain',
      code: `if (!h.auto) throw new Error(\`step \${st.t} has no actor and no automatic run\`);`,
      reason: 'every core step without an actor has an automatic run',
    },
    {
      file: 'src/flow.ts',
      in: 'drain',
      code: `throw new Error('the flow did not settle (endless automatic steps)');`,
      reason: 'every flow settles before the guard runs out',
    },
    { file: 'src/flow.ts', in: 'pendingOf', code: 'if (!st) return [];', reason: 'a running game always has a step' },
    {
      file: 'src/flow.ts',
      in: 'pendingOf',
      code: 'h?.actor',
      reason: 'every extension step is pushed by the rule module that handles it',
    },
    {
      file: 'src/flow.ts',
      in: 'pendingOf',
      code: 'if (seat === null || seat === undefined) return [];',
      reason: 'at rest, the step on top always has an actor: drain runs the others',
    },
    {
      file: 'src/flow.ts',
      in: 'pendingOf',
      code: 'return seat === null ? [] : oneDecision(seat, h.prompt(s, st));',
      reason: 'at rest, the step on top always has an actor: drain runs the others',
    },
    { file: 'src/flow.ts', in: 'legalOf', code: 'if (!st) return [];', reason: 'a running game always has a step' },
    {
      file: 'src/flow.ts',
      in: 'legalOf',
      code: `actor === 'system'`,
      nth: 2,
      reason: 'outside a window no step has the clock as its actor: the checks below give it nothing too',
    },
    {
      file: 'src/flow.ts',
      in: 'legalOf',
      code: '!h',
      reason: 'every extension step is pushed by the rule module that handles it',
    },
    {
      file: 'src/flow.ts',
      in: 'legalOf',
      code: 'h.legal?.(s, st as ExtStep, actor) ?? []',
      reason: 'every extension step that asks a seat lists its answers',
    },
    {
      file: 'src/flow.ts',
      in: 'applyOf',
      code: 'extStepHandler(st.t)?.apply?.(s, st as ExtStep, actor as number, a, ctx)',
      reason: 'every extension step that asks a seat applies its answers',
    },
    // ship.ts: hook lists, prose tables, results nobody reads, and shortcuts.
    {
      file: 'src/ship.ts',
      in: 'powered',
      code: 'r.powered?.(s, m)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/ship.ts',
      in: 'oxygen',
      code: '{ const v = r.oxygen?.(s, m); if (v !== undefined) return v; }',
      reason: 'no rule module overrides oxygen today: the list of oxygen hooks is empty',
    },
    {
      file: 'src/ship.ts',
      in: 'moduleName',
      code: '{ return (MODULES[m] as { name: string }).name; }',
      reason: 'a module name is only written into event texts: prose of the log',
    },
    {
      file: 'src/ship.ts',
      in: 'perModule',
      code: '(d) => text(d.name)',
      reason: 'event texts by module: prose of the log',
    },
    {
      file: 'src/ship.ts',
      code: `(name) => \`\${name} has no cube left: the hit goes straight through.\``,
      reason: 'event texts by module: prose of the log',
    },
    {
      file: 'src/ship.ts',
      code: `MODULES.map((d) => [0, 1, 2].map((left) => \`\${d.name} loses a status cube (\${left} left).\`))`,
      reason: 'event texts by module and cubes left: prose of the log',
    },
    {
      file: 'src/ship.ts',
      code: `(name) => \`The escape pod beside \${name} is destroyed.\``,
      reason: 'event texts by module: prose of the log',
    },
    {
      file: 'src/ship.ts',
      code: `(name) => \`\${name} loses its oxygen: the damage cascades.\``,
      reason: 'event texts by module: prose of the log',
    },
    {
      file: 'src/ship.ts',
      code: `(name) => \`Moves to \${name}.\``,
      reason: 'event texts by module: prose of the log',
    },
    {
      file: 'src/ship.ts',
      in: 'teamMask',
      code: `s.opt.mode === 'sole'`,
      reason:
        'in Sole Survivor every seat is a team of its own (options.ts, teamsFor): the loop gives the same one bit',
    },
    {
      file: 'src/ship.ts',
      in: 'teamMask',
      code: 'o < s.n',
      reason: 'one past the last seat has no team, so it never shares one',
    },
    {
      file: 'src/ship.ts',
      in: 'boardStatus',
      code: '{ let k = 0; for (const v of s.board) if (v === 1) k++; return k; }',
      reason: 'no rule calls it (a count for readers of the state)',
    },
    {
      file: 'src/ship.ts',
      in: 'boardPlace',
      code: 'if (i < 0) return false;',
      reason: 'a full board has ended the game before any further cube is placed',
    },
    { file: 'src/ship.ts', in: 'boardPlace', code: 'return true;', reason: 'no caller reads the result' },
    { file: 'src/ship.ts', in: 'boardTake', code: 'return false;', reason: 'no caller reads the result' },
    { file: 'src/ship.ts', in: 'boardTake', code: 'return true;', reason: 'no caller reads the result' },
    {
      file: 'src/ship.ts',
      in: 'afterBoardChange',
      code: 'r.onBoard?.(s, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/ship.ts',
      in: 'afterBoardChange',
      code: 'if (s.over) return;',
      reason: 'no board hook ends the game (hard level starts a countdown, the Marauders come back aboard)',
    },
    {
      file: 'src/ship.ts',
      in: 'afterBoardChange',
      code: 'ph > s.phase',
      reason: 'the loop below runs from the next phase up to ph: it does nothing unless ph is higher',
    },
    {
      file: 'src/ship.ts',
      in: 'afterBoardChange',
      code: 'r.onPhase?.(s, p, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/ship.ts',
      in: 'afterBoardChange',
      code: 'seat < s.n',
      reason: 'one past the last seat has no role, so no role hook',
    },
    {
      file: 'src/ship.ts',
      in: 'explodedResult',
      code: `s.opt.mode === 'sole'`,
      reason: 'picks the wording of the summary only: the ranks are the same',
    },
    {
      file: 'src/ship.ts',
      in: 'hitModule',
      code: 'r.onHit?.(s, m, cause, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/ship.ts',
      in: 'hitModule',
      code: 'r.onCubeRemoved?.(s, m, cause, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/ship.ts',
      in: 'lastCubeGone',
      code: 'r.onOxygenLost?.(s, m, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/ship.ts',
      in: 'lastCubeGone',
      code: 'p >= 0',
      reason: 'a module without a pod has p = -1, and podUp[-1] is no 1: the second test alone refuses it',
    },
    {
      file: 'src/ship.ts',
      in: 'distinct',
      code: 'if (!(m >= 0 && m < 31)) return [...new Set(q)].sort((a, b) => a - b);',
      reason: 'module indexes are 0-11: the fallback for others is never taken',
    },
    {
      file: 'src/ship.ts',
      in: 'safeDestinations',
      code: 'for (const m of TOPO.adj[here] as number[]) if (oxygen(s, m)) near.push(m);',
      reason:
        'a shortcut: the nearest modules with oxygen are the joined ones when there are any, and the lists of joined modules are ascending like the search',
    },
    {
      file: 'src/ship.ts',
      in: 'safeDestinations',
      code: 'near.length > 0',
      reason: 'the search below finds the same joined modules with oxygen, in the same order',
    },
    {
      file: 'src/ship.ts',
      in: 'safeDestinations',
      code: 'm < d.length',
      reason: 'one past the last module has no distance and no oxygen',
    },
    {
      file: 'src/ship.ts',
      in: 'safeDestinations',
      code: 'm === here || dm < 0',
      reason:
        'every module is reachable (no distance -1), and a seat that jumps is in a module without oxygen, which the last test skips',
    },
    // modules.ts
    {
      file: 'src/modules.ts',
      in: 'repairable',
      code: 'r.repairable?.(s, m)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/modules.ts',
      in: 'repairable',
      code: 'for (const r of set.repairBlock) if (r.repairBlock?.(s, m)) return false;',
      reason: 'no rule module blocks repairs today: the list of repairBlock hooks is empty',
    },
    {
      file: 'src/modules.ts',
      code: `MODULES.map((d) => [0, 1, 2, 3].map((k) => \`\${d.name} is repaired (\${k} cubes).\`))`,
      reason: 'event texts by module and cubes: prose of the log',
    },
    {
      file: 'src/modules.ts',
      in: 'repairModule',
      code: 'r.repair?.(s, m, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/modules.ts',
      in: 'push',
      code: 'p < 4',
      reason: 'there are four resource piles: a fifth has no count, never above 0',
    },
    {
      file: 'src/modules.ts',
      in: 'push',
      code: 'i < CARD_KINDS.length',
      reason: 'a mask of card kinds has no bit past the last kind',
    },
    {
      file: 'src/modules.ts',
      in: 'push',
      code: 'p < s.podUp.length',
      reason: 'one past the last pod is no pod still up',
    },
    // rules/marauders.ts
    {
      file: 'src/rules/marauders.ts',
      in: 'moveMarauder',
      code: 's.n - 1',
      reason: 'a seat past the table is in no module, so it is never looted',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'movers',
      code: '1 - k',
      reason:
        'a turn owed to Marauder 2 (no such one) goes to the first one aboard, which is whom Marauder 0 names: the Small one if aboard, else the Tall one',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'boardShip',
      code: 'if (s.over) return;',
      reason: 'the setup damage (a few hits on a 33-space board) never fills the board',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'afterSetup',
      code: '!s.over',
      reason: 'the setup damage (a few hits on a 33-space board) never fills the board',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'afterSetup',
      code: '[-1, -1]',
      reason: 'both Marauders board the ship right after (boardShip sets where each is)',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'afterSetup',
      code: 'currentPhase(s) === 2',
      reason: 'the boarding damage right after moves a cube to the board, which sets the flag from the board (onBoard)',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'endTurn',
      code: '!s.ext[MARAUDERS]',
      reason: 'the data of the Marauders is set up with every game they come with',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'onEnter',
      code: '!x || !aboard(s, seat)',
      reason: 'a loot step checks again that the crew member is aboard before it asks anything (lootLive)',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'onCubeRemoved',
      code: 'k < 2',
      reason: 'there is no third Marauder: its place is in no module',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'auto',
      code: 'lootable(s, seat).length === 0',
      reason: 'the automatic run of a live loot step happens only when its seat has no card to give (no actor)',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'prompt',
      code: `(_s, st) => \`The \${MARAUDER_NAMES[st.k as number]} demands a PIP card: pick one to discard\``,
      reason: 'the wording of a prompt',
    },
    // rules/mind-mold.ts
    {
      file: 'src/rules/mind-mold.ts',
      in: 'takeFromBoard',
      code: 'if (i < 0) return false;',
      reason: 'the game is lost the moment the last mold cube leaves the board: no later hit finds none',
    },
    {
      file: 'src/rules/mind-mold.ts',
      in: 'backToBoard',
      code: 'i >= 0',
      reason:
        'mold stays packed from space 1 up, so the lowest free space is above it while any is left (none left: lost), and a full board has ended the game',
    },
    {
      file: 'src/rules/mind-mold.ts',
      in: 'cleanWithActions',
      code: 'turn?.left ?? 0',
      reason: 'mold is cleaned at the start of a turn, on top of that turn: a turn is always found',
    },
    {
      file: 'src/rules/mind-mold.ts',
      in: 'cleanWithActions',
      code: 'if (turn) turn.left -= k;',
      reason: 'mold is cleaned at the start of a turn, on top of that turn: a turn is always found',
    },
    {
      file: 'src/rules/mind-mold.ts',
      in: 'onHit',
      code: `cause === 'cascade'`,
      reason: `a damage roll's hit clears the flag just above, so the flag alone stops only cascades`,
    },
    {
      file: 'src/rules/mind-mold.ts',
      in: 'onHit',
      code: `cause !== 'roll' && cause !== 'cascade'`,
      reason: 'in a Mind Mold game every hit comes from a roll or a cascade (only the Marauders deal other hits)',
    },
    {
      file: 'src/rules/mind-mold.ts',
      in: 'onAction',
      code: `a.type === 'play' && a.card === 'scavenge'`,
      reason:
        'only a Scavenge starts a cascade in the middle of a turn (pip.ts), and the next damage roll clears the flag: marking other actions too changes nothing',
    },
    {
      file: 'src/rules/mind-mold.ts',
      in: 'startTurn',
      code: 'moldOf(s).card = false;',
      reason: 'the damage roll that follows clears the flag before any hit',
    },
    {
      file: 'src/rules/mind-mold.ts',
      in: 'prompt',
      code: `() => 'Mold clings to you: spend actions to clean it, or discard your spacesuit'`,
      reason: 'the wording of a prompt',
    },
    // modules.ts, continued
    {
      file: 'src/modules.ts',
      in: 'triples',
      code: 'if ((held & KIND_BIT[c]) === 0) continue;',
      reason: 'a shortcut: the loop below finds no card of a kind not held',
    },
    { file: 'src/modules.ts', in: 'triples', code: 'i < n', reason: 'from the last card on, no triple is left' },
    { file: 'src/modules.ts', in: 'triples', code: 'j < n', reason: 'from the last card on, no triple is left' },
    {
      file: 'src/modules.ts',
      in: 'apply',
      code: 'cards.length > 1',
      reason: 'Operations is offered only with a card to draw: after one card (handled above) only more remain',
    },
    // rules/common.ts and rules/hard-level.ts
    {
      file: 'src/rules/common.ts',
      in: 'faceDeath',
      code: 'r.onEliminated?.(s, seat, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/rules/hard-level.ts',
      in: 'watch',
      code: 'x.lsf !== null',
      nth: 1,
      reason: 'with no countdown running there is nothing to stop: only the event would be written',
    },
    {
      file: 'src/rules/hard-level.ts',
      in: 'setup',
      code: '{ hx(s); }',
      reason: 'the countdown data is made on first use (hx) the same way',
    },
    {
      file: 'src/rules/hard-level.ts',
      in: 'powered',
      code: 'm !== M.engineRoom',
      reason: 'an Engine Room without ship power has fewer than 2 cubes: no power by its own count either',
    },
    {
      file: 'src/rules/hard-level.ts',
      in: 'startTurn',
      code: 'if (s.over) return;',
      reason:
        'a finished game runs no further step; and with the game going on, the countdown restarted below holds the same seat (the active one) as the one just ended',
    },
    {
      file: 'src/rules/hard-level.ts',
      in: 'startTurn',
      code: 'if (turn) turn.left = 0;',
      reason: 'a turn starts on top of its own turn step: it is always found',
    },
    {
      file: 'src/rules/hard-level.ts',
      in: 'onEliminated',
      code: 'turn.left > 0',
      reason: 'setting no actions left when none are left changes nothing (only the event would be written)',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'moveMarauder',
      code: 's.pos[o] === to',
      reason: 'a loot step checks again that the Marauder is with the crew member before it asks anything (lootLive)',
    },
    {
      file: 'src/rules/marauders.ts',
      in: 'onEnter',
      code: 'x.at[k] === m',
      reason: 'a loot step checks again that the Marauder is with the crew member before it asks anything (lootLive)',
    },
    {
      file: 'src/rules/coop.ts',
      in: 'applies',
      code: `opt.mode !== 'sole'`,
      reason: 'in Sole Survivor a crew member escapes alone: one escaper never shares a module with another',
    },
    // actions.ts
    {
      file: 'src/actions.ts',
      in: 'chooserActions',
      code: 'p >= 0',
      reason: 'a module without a pod has p = -1, and podUp[-1] is no 1: the next test alone refuses it',
    },
    {
      file: 'src/actions.ts',
      in: 'chooserActions',
      code: `s.opt.mode !== 'sole'`,
      reason: 'in Sole Survivor every seat is a team of its own: no ally to trade with',
    },
    {
      file: 'src/actions.ts',
      in: 'chooserActions',
      code: 'o < s.n',
      reason: 'one past the last seat has no team, so it is the ally of nobody',
    },
    {
      file: 'src/actions.ts',
      in: 'chooserActions',
      code: 'r.actions?.(s, seat, out)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/actions.ts',
      in: 'spentCards',
      code: `a.type === 'module' || a.type === 'role'`,
      reason: 'only module and role actions carry `give` or `spend` (plays are handled above)',
    },
    {
      file: 'src/actions.ts',
      in: 'perform',
      code: 'h.afterRepair?.(s, seat, m, before, ctx)',
      reason: 'role lists hold only the handlers that define the hook',
    },
    {
      file: 'src/actions.ts',
      in: 'perform',
      code: 'roleHandler(a.role as string)?.perform?.(s, seat, a, ctx)',
      reason: 'a role action is offered only by a role handler that performs it',
    },
    {
      file: 'src/actions.ts',
      in: 'perform',
      code: 'r.perform?.(s, seat, a, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/actions.ts',
      in: 'perform',
      code: `throw new Error(\`no rule performs \${a.type}\`);`,
      reason: 'every legal action has a performer: the throw guards a broken invariant',
    },
    {
      file: 'src/actions.ts',
      in: 'playCard',
      code: 'CARD_HANDLERS[c]?.apply',
      reason: 'every card that can be played has a handler (pip.ts)',
    },
    // hand.ts
    {
      file: 'src/hand.ts',
      in: 'watchers',
      code: `s.opt.mode !== 'sole'`,
      reason: 'in Sole Survivor every seat is a team of its own: only the two seats themselves match',
    },
    {
      file: 'src/hand.ts',
      in: 'watchers',
      code: 'o < s.n',
      reason: 'one past the last seat has no team: it is added by no test',
    },
    {
      file: 'src/hand.ts',
      in: 'takeFromHand',
      code: 'if (i < 0) return false;',
      reason: 'every caller takes a card the hand holds (a legal action names it, or the refill checks first)',
    },
    {
      file: 'src/hand.ts',
      in: 'removeAt',
      code: 'i < 0 ? Math.max(n + i, 0) : i',
      reason: 'every caller passes the index of an element it found: never negative',
    },
    {
      file: 'src/hand.ts',
      in: 'removeAt',
      code: 'if (at >= n) return;',
      reason: 'every caller passes the index of an element it found: never past the end',
    },
    {
      file: 'src/hand.ts',
      in: 'removeAt',
      code: 'k < n - 1',
      reason: 'one more step copies a missing element into the place the new length cuts off',
    },
    {
      file: 'src/hand.ts',
      in: 'enterModule',
      code: 'o < s.n',
      reason: 'one past the last seat is in no module',
    },
    {
      file: 'src/hand.ts',
      in: 'enterModule',
      code: 'r.onEnter?.(s, seat, m, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    // choices.ts, windows.ts, pip.ts
    {
      file: 'src/choices.ts',
      in: 'pickable',
      code: 'if (!p) return [];',
      reason: 'a role pick is pushed only for a seat with a profession (setup, the Quackalope)',
    },
    {
      file: 'src/choices.ts',
      in: 'pickable',
      code: 's.role2[seat] !== id',
      reason: 'a second pick happens while the second role is still empty',
    },
    {
      file: 'src/choices.ts',
      in: 'actor',
      code: 'pickable(s, st.seat).length > 0',
      reason: 'a profession has three cards and a seat picks at most two: there is always one to pick',
    },
    { file: 'src/choices.ts', in: 'apply', code: 'ROLE_HANDLERS[id]?.setup', reason: 'every role card has a handler' },
    { file: 'src/choices.ts', in: 'prompt', code: `() => 'Pick your role card'`, reason: 'the wording of a prompt' },
    {
      file: 'src/choices.ts',
      in: 'prompt',
      code: `() => 'Jump to safety: choose a module with oxygen'`,
      reason: 'the wording of a prompt',
    },
    {
      file: 'src/choices.ts',
      in: 'prompt',
      code: `() => 'Keep one of the drawn cards'`,
      reason: 'the wording of a prompt',
    },
    {
      file: 'src/choices.ts',
      in: 'prompt',
      code: `() => 'Discard down to your hand limit'`,
      reason: 'the wording of a prompt',
    },
    {
      file: 'src/choices.ts',
      in: 'prompt',
      code: `() => 'Choose the card to give to your ally'`,
      reason: 'the wording of a prompt',
    },
    {
      file: 'src/choices.ts',
      in: 'prompt',
      code: `(_s, st) => (st.side === 0 ? 'Give or take cards, then say done' : 'Allow the exchange, or refuse it')`,
      reason: 'the wording of a prompt',
    },
    {
      file: 'src/choices.ts',
      in: 'actor',
      code: '(s.hands[st.seat] as Card[]).length > 0',
      reason: 'a gift step is pushed only when the giver holds a card, and it is answered first (pip.ts)',
    },
    {
      file: 'src/windows.ts',
      in: 'openWin',
      code: 'seats.length === 0',
      reason:
        'a window nobody is asked in counts as closed (flow.ts closed), so the flow resolves it before anything else',
    },
    {
      file: 'src/windows.ts',
      in: 'openWin',
      code: '{ resolveWin(s, d, ctx); return; }',
      reason:
        'a window nobody is asked in counts as closed (flow.ts closed), so the flow resolves it before anything else',
    },
    {
      file: 'src/windows.ts',
      in: 'openWin',
      code: '[]',
      reason: 'the passed list is read seat by seat (flow.ts closed): an entry that is no seat changes nothing',
    },
    {
      file: 'src/windows.ts',
      in: 'reopen',
      code: '[]',
      reason: 'the passed list is read seat by seat (flow.ts closed): an entry that is no seat changes nothing',
    },
    {
      file: 'src/windows.ts',
      in: 'winLegal',
      code: `d.what === 'action'`,
      reason: 'only action windows carry an action (act), which the other half of each test needs',
    },
    { file: 'src/windows.ts', in: 'winLegal', code: 'd.act?.type', reason: 'every action window carries its action' },
    {
      file: 'src/windows.ts',
      in: 'winLegal',
      code: 'd.by !== seat',
      reason: 'the seat whose card is played is not asked in that window (offered)',
    },
    {
      file: 'src/windows.ts',
      in: 'winApply',
      code: 'roleHandler(a.role as string)?.react?.(s, seat, a, d, ctx)',
      reason: 'a role reaction is offered only by a role handler that reacts',
    },
    {
      file: 'src/windows.ts',
      in: 'winApply',
      code: `default: throw new Error(\`unknown window answer \${a.type}\`);`,
      reason: 'every answer offered is one of the cases above: the throw guards a broken invariant',
    },
    {
      file: 'src/windows.ts',
      in: 'resolveWin',
      code: '!d.cut',
      reason: 'whether the card took effect matters only for Requisition Form 2C (TPX Report), never an interrupt card',
    },
    {
      file: 'src/windows.ts',
      in: 'resolveWin',
      code: 'r.id === d.rule',
      reason: 'only the Marauders open rule windows, and only they define closeWin',
    },
    {
      file: 'src/windows.ts',
      in: 'resolveWin',
      code: 'r.closeWin?.(s, d, ctx)',
      reason: 'only the Marauders open rule windows, and only they define closeWin',
    },
    { file: 'src/windows.ts', in: 'resolveDamage', code: 'seat < s.n', reason: 'one past the last seat has no role' },
    {
      file: 'src/windows.ts',
      in: 'consume',
      code: `f?.t === 'free'`,
      reason: 'an action is declared from a turn or a free action: the top step is one of the two',
    },
    {
      file: 'src/windows.ts',
      in: 'consume',
      code: 'f?.t',
      nth: 1,
      reason: 'an action is declared from a turn or a free action: the top step is one of the two',
    },
    {
      file: 'src/windows.ts',
      in: 'resolveAction',
      code: 'd.held ?? []',
      reason: 'only a card play can be cancelled, and it holds its card',
    },
    {
      file: 'src/windows.ts',
      in: 'resolveAction',
      code: 'r.onAction?.(s, d.by, d.act as McAction, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    {
      file: 'src/windows.ts',
      in: 'resolveCounter',
      code: `if (top?.t !== 'win') throw new Error('an interrupt resolved outside a window');`,
      reason: 'an interrupt window always opens on top of the window it answers',
    },
    {
      file: 'src/windows.ts',
      in: 'resolveCounter',
      code: `default: throw new Error(\`\${card} is not an interrupt\`);`,
      reason: 'only the three interrupt cards open a counter window',
    },
    {
      file: 'src/pip.ts',
      in: 'isAlly',
      code: `s.opt.mode !== 'sole'`,
      reason: 'in Sole Survivor every seat is a team of its own',
    },
    {
      file: 'src/pip.ts',
      in: 'push',
      code: `s.opt.mode !== 'sole'`,
      reason: 'in Sole Survivor nobody is an ally (isAlly): no gift is offered anyway',
    },
    {
      file: 'src/pip.ts',
      in: 'apply',
      code: 'hand.length === 0',
      reason:
        'a take is offered only from a hand with cards, and nothing can empty it first (an interrupted play is chosen anew)',
    },
    {
      file: 'src/pip.ts',
      in: 'apply',
      code: '(s.hands[seat] as Card[]).length > 0',
      reason: 'a gift step for an empty hand lapses by itself (no actor)',
    },
    {
      file: 'src/pip.ts',
      in: 'push',
      code: 'to < MODULES.length',
      reason: 'one past the last module has no cube count, never below 3',
    },
    {
      file: 'src/pip.ts',
      in: 'apply',
      code: 'q.length > 0',
      reason: 'every module has neighbours: an emptied module always queues cascade hits unless the game just ended',
    },
    {
      file: 'src/pip.ts',
      in: 'apply',
      code: `s.opt.roles === 'pick' && s.prof[seat]`,
      reason: 'without roles nobody has a profession, and a pick for a seat without one lapses by itself',
    },
    {
      file: 'src/pip.ts',
      in: 'playVariants',
      code: 'i < HANDLER_OF_KIND.length',
      reason: 'no card kind past the last',
    },
    {
      file: 'src/pip.ts',
      in: 'cardVariants',
      code: 'CARD_HANDLERS[c]?.push',
      reason: 'roles ask only about cards that have a handler',
    },
    // setup.ts
    { file: 'src/setup.ts', in: 'createState', code: '[]', nth: 2, reason: 'the deck is dealt anew in begin' },
    {
      file: 'src/setup.ts',
      in: 'createState',
      code: '[]',
      nth: 6,
      reason: 'the first damage roll sets the dice before anyone decides anything',
    },
    { file: 'src/setup.ts', in: 'createState', code: '[]', nth: 7, reason: 'the roll-off writes its own table' },
    {
      file: 'src/setup.ts',
      in: 'createState',
      code: 'n - 1',
      reason: 'a role pick for a seat past the table has no profession and lapses by itself',
    },
    {
      file: 'src/setup.ts',
      in: 'begin',
      code: 'if (s.over) return;',
      reason: 'the setup damage (a few hits on a 33-space board) never ends the game',
    },
    {
      file: 'src/setup.ts',
      in: 'rolloff',
      code: 'if (s.over) return;',
      reason: 'the setup damage (a few hits on a 33-space board) never ends the game',
    },
    {
      file: 'src/setup.ts',
      in: 'rolloff',
      code: 'rolling.length > 0',
      reason: 'every round has a lowest roll, so the loop always ends by returning from inside',
    },
    {
      file: 'src/setup.ts',
      in: 'rolloff',
      code: 's.n === 1',
      reason: 'with one player the single roll is the only lowest one anyway',
    },
    // windows.ts, choices.ts, pip.ts, options.ts, continued
    {
      file: 'src/windows.ts',
      in: 'winLegal',
      code: `s.opt.mode !== 'sole'`,
      reason: 'in Sole Survivor only the player itself shares its team, and it is not asked in its own window',
    },
    {
      file: 'src/windows.ts',
      in: 'winLegal',
      code: `d.what === 'action' && c`,
      reason:
        'reached only for a card play or a rule window (the test above): a card play is an action window with its card, a rule window has neither, so the first two tests give the same answer joined either way',
    },
    {
      file: 'src/windows.ts',
      in: 'resolveAction',
      code: 'card',
      nth: 6,
      reason: 'only a card play can be cancelled: the card is always there',
    },
    {
      file: 'src/choices.ts',
      in: 'apply',
      code: `a.type === 'give' ? 'offers' : 'asks for'`,
      reason: 'a word of the event text: prose of the log',
    },
    {
      file: 'src/pip.ts',
      in: 'apply',
      code: 'q.length > 0 && !s.over',
      reason: 'cascade hits are queued only when the game goes on: the two tests agree',
    },
    {
      file: 'src/options.ts',
      in: 'teamsFor',
      code: `opt.mode === 'team'`,
      reason: 'the team count is read only in Team play',
    },
    // rules/hooks.ts: the registry's guard and its caches
    {
      file: 'src/rules/hooks.ts',
      in: 'registerRule',
      code: `if (registry.some((r) => r.id === rule.id)) throw new Error(\`rule \${rule.id} registered twice\`);`,
      reason: 'every rule module registers once: the throw guards a broken invariant',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'registerRule',
      code: 'byKey.clear();',
      reason: 'every rule module registers while the modules load, before any set is asked for',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'registerRule',
      code: 'stepOwners.clear();',
      reason: 'every rule module registers while the modules load, before any step is looked up',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'makeSet',
      code: 'all.filter((r) => r[h] !== undefined)',
      reason: 'every hook is called with `?.`: a module without it in the list answers nothing',
    },
    {
      file: 'src/rules/hooks.ts',
      code: 'makeSet([])',
      reason: 'the empty set serves only while the rule files load, when nothing asks',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'sameKey',
      code: '{ return ( a.mode === b.mode && a.threat === b.threat && a.level === b.level && a.pressure === b.pressure && a.roles === b.roles && a.promos === b.promos && a.numbering === b.numbering ); }',
      reason: 'a cache: telling two option sets apart when they pick the same rules only computes the set again',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'sameKey',
      code: 'a.promos === b.promos',
      reason: 'no rule module depends on the promo cards',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'sameKey',
      code: 'a.numbering === b.numbering',
      reason: 'no rule module depends on the module numbering',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'ruleSet',
      code: 'opt === lastOpt',
      reason: 'a cache: missing it only computes the same set again',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'ruleSet',
      code: 'registry.length === 0',
      reason: 'nothing asks while the rule files load',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'ruleSet',
      code: 'if (lastOpt !== null && sameKey(opt, lastOpt)) { lastOpt = opt; return lastSet; }',
      reason: 'a cache: missing it only computes the same set again',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'ruleSet',
      code: '!set',
      reason: 'a cache: missing it only computes the same set again',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'ruleSet',
      code: 'byKey.set(key, set);',
      reason: 'a cache: missing it only computes the same set again',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'ruleSet',
      code: 'byObject.set(opt, set);',
      reason: 'a cache: missing it only computes the same set again',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'extStepHandler',
      code: 'h === undefined',
      reason: 'a cache: missing it only looks the handler up again',
    },
    {
      file: 'src/rules/hooks.ts',
      in: 'extStepHandler',
      code: 'stepOwners.set(t, h);',
      reason: 'a cache: missing it only looks the handler up again',
    },
  ],
});
