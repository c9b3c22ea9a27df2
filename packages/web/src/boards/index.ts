import { LifeformBoard } from './lifeform/LifeformBoard.tsx';
import { lfGroup, lfHelp, lfLabel } from './lifeform/labels.ts';
import '../symbols/symbols.css';
import './lifeform/lifeform.css';
import { McBoard } from './mc/McBoard.tsx';
import { nlFold } from './nemesis/choices.ts';
import { NemesisBoard } from './nemesis/NemesisBoard.tsx';
import { mcHelp, mcLabel } from './mc/labels.ts';
import { nlGroup, nlHelp, nlLabel } from './nemesis/labels.ts';
import { RelayBoard } from './RelayBoard.tsx';
import { SpaceAlertBoard } from './space-alert/SpaceAlertBoard.tsx';
import { SA_OPEN_TABLE, saFold, saGroup, saLabel } from './space-alert/labels.ts';
import './space-alert/space-alert.css';
import type { GameUi } from './types.ts';
import { numberedRefs } from '../ui/seat-refs.ts';
import type { SaView } from '@airlock/space-alert';

// How each game's texts name a seat (see the games' `seatName`): Mission Catastrophe "Crew 2" for
// seat 1; Nemesis "Player 2" / "player 2" (after a character's name) and "Seat 2"; Lifeform "Crew 2"
// for seat 2 (seat 0 is the lifeform, named as such); Space Alert "Crew 2" / "crew member 2" for crew
// member 1, a person's seat or an android, and "seat 2" where it means the seat.
const mcRefs = numberedRefs(/\bCrew (\d+)\b/g, (n) => n - 1);
const nlRefs = numberedRefs(/\b(?:[Pp]layer|Seat) (\d+)\b/g, (n) => n - 1);
const lfRefs = numberedRefs(/\bCrew (\d+)\b/g, (n) => n);
const saRefs = numberedRefs(/\b(?:[Cc]rew(?: member)?|[Ss]eat) (\d+)\b/g, (n, view, words) =>
  /^[Ss]eat/.test(words) ? n - 1 : ((view.view as SaView | null)?.seats?.[n - 1] ?? null),
);

/** Games with a screen of their own; every other game gets the generic view tree and labels. */
const UI: Record<string, GameUi> = {
  relay: { Board: RelayBoard },
  lifeform: { Board: LifeformBoard, label: lfLabel, help: lfHelp, group: lfGroup, seatRefs: lfRefs },
  'mission-catastrophe': { Board: McBoard, label: mcLabel, help: mcHelp, seatRefs: mcRefs },
  'nemesis-lockdown': {
    Board: NemesisBoard,
    label: nlLabel,
    help: nlHelp,
    group: nlGroup,
    folded: nlFold,
    seatRefs: nlRefs,
  },
  'space-alert': {
    Board: SpaceAlertBoard,
    label: saLabel,
    group: saGroup,
    folded: saFold,
    openTable: SA_OPEN_TABLE,
    seatRefs: saRefs,
  },
};

export function uiFor(gameId: string): GameUi {
  return UI[gameId] ?? {};
}
