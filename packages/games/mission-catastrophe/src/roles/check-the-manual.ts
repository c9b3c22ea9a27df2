import { M } from '../data/ship.ts';
import { remoteModule } from './remote.ts';

/**
 * First Mate, "Check the Manual" (006): on the holder's own turn, in the yellow or red phase, use Operations from
 * anywhere; it needs power, and it is the holder's one module use of the turn (see remote.ts).
 */
export const checkTheManual = remoteModule(
  'check-the-manual',
  M.operations,
  'Check the Manual: the First Mate works Operations remotely.',
);
