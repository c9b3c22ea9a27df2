import { M } from '../data/ship.ts';
import { remoteModule } from './remote.ts';

/**
 * Teleport Controller, "More Art than Science" (023): on the holder's own turn, in the yellow or red phase, use the Teleporter from
 * anywhere; it needs power, and it is the holder's one module use of the turn (see remote.ts).
 */
export const moreArtThanScience = remoteModule(
  'more-art-than-science',
  M.teleporter,
  'More Art than Science: the Teleport Controller works the Teleporter remotely.',
);
