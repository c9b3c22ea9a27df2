import { M } from '../data/ship.ts';
import { remoteModule } from './remote.ts';

/**
 * Science Officer, "A Way of Thinking" (029): on the holder's own turn, in the yellow or red phase, use the Laboratory from
 * anywhere; it needs power, and it is the holder's one module use of the turn (see remote.ts).
 */
export const aWayOfThinking = remoteModule(
  'a-way-of-thinking',
  M.laboratory,
  'A Way of Thinking: the Science Officer works the Laboratory remotely.',
);
