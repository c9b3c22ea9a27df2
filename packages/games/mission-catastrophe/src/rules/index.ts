import { sharedEscape } from './coop.ts';
import { hardLevel } from './hard-level.ts';
import { registerRule } from './hooks.ts';
import { marauders } from './marauders.ts';
import { mindMold } from './mind-mold.ts';
import { underPressure } from './under-pressure.ts';

/**
 * The rule modules of the threats, levels and options, one file each, registered in the order
 * their hooks run: the threat first (mold takes its cube before a hit lands; Marauders move after
 * the turn), then the shared escape check, Under Pressure (suit tracks), and the Hard level last
 * (its countdown and deaths see the other rules' effects of the same moment).
 */
registerRule(marauders);
registerRule(mindMold);
registerRule(sharedEscape);
registerRule(underPressure);
registerRule(hardLevel);
