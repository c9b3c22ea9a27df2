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

/** Games with a screen of their own; every other game gets the generic view tree and labels. */
const UI: Record<string, GameUi> = {
  relay: { Board: RelayBoard },
  lifeform: { Board: LifeformBoard, label: lfLabel, help: lfHelp, group: lfGroup },
  'mission-catastrophe': { Board: McBoard, label: mcLabel, help: mcHelp },
  'nemesis-lockdown': { Board: NemesisBoard, label: nlLabel, help: nlHelp, group: nlGroup, folded: nlFold },
  'space-alert': {
    Board: SpaceAlertBoard,
    label: saLabel,
    group: saGroup,
    folded: saFold,
    openTable: SA_OPEN_TABLE,
  },
};

export function uiFor(gameId: string): GameUi {
  return UI[gameId] ?? {};
}
