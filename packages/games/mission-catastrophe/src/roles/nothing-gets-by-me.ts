import { M } from '../data/ship.ts';
import { remoteModule } from './remote.ts';

/**
 * Quartermaster, "Nothing Gets by Me" (017): on the holder's own turn, in the yellow or red phase, use the Cargo Bay from
 * anywhere; it needs power, and it is the holder's one module use of the turn (see remote.ts).
 */
export const nothingGetsByMe = remoteModule(
  'nothing-gets-by-me',
  M.cargoBay,
  'Nothing Gets by Me: the Quartermaster works the Cargo Bay remotely.',
);
