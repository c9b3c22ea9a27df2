import { M } from '../data/ship.ts';
import { remoteModule } from './remote.ts';

/**
 * Communications Officer, "Computer, Sensors!" (014): on the holder's own turn, in the yellow or red phase, use Sensors from
 * anywhere; it needs power, and it is the holder's one module use of the turn (see remote.ts).
 */
export const computerSensors = remoteModule(
  'computer-sensors',
  M.sensors,
  'Computer, Sensors!: the Communications Officer works Sensors remotely.',
);
