import { RESOURCES } from '../data/cards.ts';
import { foundResource } from './found-resource.ts';
import type { RoleHandler } from './types.ts';

/**
 * Pilot, "Who Left This Here?" (008): when the ship first reaches yellow, on any turn, the Pilot takes
 * a Navigation Codes card from its face-up pile if one is left (see found-resource.ts).
 */
export const whoLeftThisHere: RoleHandler = {
  id: 'who-left-this-here',
  onPhase: (s, seat, phase, ctx) => foundResource(s, seat, phase, RESOURCES.indexOf('nav'), 'who-left-this-here', ctx),
};
