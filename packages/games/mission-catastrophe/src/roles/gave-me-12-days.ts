import { M } from '../data/ship.ts';
import { remoteModule } from './remote.ts';

/**
 * Rig Operator, "Gave Me 12 Days" (031): on the holder's own turn, in the yellow or red phase, use Maintenance from
 * anywhere; it needs power, and it is the holder's one module use of the turn (see remote.ts).
 */
export const gaveMe12Days = remoteModule(
  'gave-me-12-days',
  M.maintenance,
  'Gave Me 12 Days: the Rig Operator works Maintenance remotely.',
);
