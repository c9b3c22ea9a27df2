import { RESOURCES } from '../data/cards.ts';
import { foundResource } from './found-resource.ts';
import type { RoleHandler } from './types.ts';

/**
 * Engineer, "Of Course I Have One" (012): when the ship first reaches yellow, on any turn, the Engineer
 * takes a Power Pack card from its face-up pile if one is left (see found-resource.ts).
 */
export const ofCourseIHaveOne: RoleHandler = {
  id: 'of-course-i-have-one',
  onPhase: (s, seat, phase, ctx) =>
    foundResource(s, seat, phase, RESOURCES.indexOf('power'), 'of-course-i-have-one', ctx),
};
