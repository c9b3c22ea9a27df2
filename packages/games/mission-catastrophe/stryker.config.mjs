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
      in: 'boardStatus',
      code: '{ let k = 0; for (const v of s.board) if (v === 1) k++; return k; }',
      reason: 'no rule calls it (a count for readers of the state)',
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
      code: 'r.onPhase?.(s, p, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
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
      in: 'distinct',
      code: 'if (!(m >= 0 && m < 31)) return [...new Set(q)].sort((a, b) => a - b);',
      reason: 'module indexes are 0-11: the fallback for others is never taken',
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
      in: 'prompt',
      code: `(_s, st) => \`The \${MARAUDER_NAMES[st.k as number]} demands a PIP card: pick one to discard\``,
      reason: 'the wording of a prompt',
    },
    // rules/mind-mold.ts

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

    // rules/common.ts and rules/hard-level.ts
    {
      file: 'src/rules/common.ts',
      in: 'faceDeath',
      code: 'r.onEliminated?.(s, seat, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },

    {
      file: 'src/rules/hard-level.ts',
      in: 'setup',
      code: '{ hx(s); }',
      reason: 'the countdown data is made on first use (hx) the same way',
    },

    {
      file: 'src/rules/hard-level.ts',
      in: 'startTurn',
      code: 'if (s.over) return;',
      reason:
        'a finished game runs no further step; and with the game going on, the countdown restarted below holds the same seat (the active one) as the one just ended',
    },

    // actions.ts

    {
      file: 'src/actions.ts',
      in: 'chooserActions',
      code: 'r.actions?.(s, seat, out)',
      reason: 'the hook lists hold only the rule modules that define the hook',
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
      in: 'enterModule',
      code: 'r.onEnter?.(s, seat, m, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },
    // choices.ts, windows.ts, pip.ts

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

    { file: 'src/windows.ts', in: 'winLegal', code: 'd.act?.type', reason: 'every action window carries its action' },

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
      in: 'resolveAction',
      code: 'r.onAction?.(s, d.by, d.act as McAction, ctx)',
      reason: 'the hook lists hold only the rule modules that define the hook',
    },

    {
      file: 'src/windows.ts',
      in: 'resolveCounter',
      code: `default: throw new Error(\`\${card} is not an interrupt\`);`,
      reason: 'only the three interrupt cards open a counter window',
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

    // windows.ts, choices.ts, pip.ts, options.ts, continued

    {
      file: 'src/choices.ts',
      in: 'apply',
      code: `a.type === 'give' ? 'offers' : 'asks for'`,
      reason: 'a word of the event text: prose of the log',
    },

    // rules/hooks.ts: the registry's guard and its caches

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
      code: 'makeSet([])',
      reason: 'the empty set serves only while the rule files load, when nothing asks',
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

    // roles

    {
      file: 'src/roles/shared.ts',
      in: 'peek',
      code: '[]',
      reason: 'an entry that is no seat is never asked about (air and call are read by seat)',
    },
    {
      file: 'src/roles/shared.ts',
      in: 'table',
      code: '[]',
      nth: 2,
      reason: 'an entry that is no seat is never asked about (air and call are read by seat)',
    },
    {
      file: 'src/roles/shared.ts',
      in: 'startTurn',
      code: '[]',
      nth: 2,
      reason: 'an entry that is no seat is never asked about (air and call are read by seat)',
    },

    {
      file: 'src/roles/shared.ts',
      in: 'prompt',
      code: `(_s, st) => \`\${ROLES[(st as RoleStep).role].title}: choose\${(st as RoleStep).must ? '' : ', or decline'}\``,
      reason: 'the wording of a prompt',
    },
    {
      file: 'src/roles/shared.ts',
      in: 'apply',
      code: 'roleHandler((st as RoleStep).role)?.accept?.(s, seat, st as RoleStep, a, ctx)',
      reason: 'a role step is pushed only by a role handler that accepts its answers',
    },

    {
      file: 'src/roles/tpx-report.ts',
      in: 'onPlay',
      code: 'play.action?.from',
      reason: 'a Requisition that took effect always comes with its action',
    },
    {
      file: 'src/roles/tpx-report.ts',
      in: 'accept',
      code: 'CARD_HANDLERS.requisition?.apply',
      reason: 'Requisition Form 2C has a handler',
    },

    // roles, continued

    {
      file: 'src/roles/computer-again.ts',
      in: 'offer',
      code: '[]',
      reason: 'the step is pushed only when the holder can look, and nothing changes that before the answer',
    },

    {
      file: 'src/roles/double-or-nothing.ts',
      in: 'react',
      code: '[]',
      reason: 'the list of used reactions is read seat by seat: an entry that is no seat changes nothing',
    },

    {
      file: 'src/roles/i-have-a-theory.ts',
      in: 'offer',
      code: 'st.role === CALL_ROLE',
      reason: 'both branches build the same calls (the frozen table only saves making them)',
    },

    {
      file: 'src/roles/i-have-a-theory.ts',
      in: 'onRoll',
      code: '[]',
      reason: 'the call table is read by seat: an entry that is no seat changes nothing',
    },
  ],
});
