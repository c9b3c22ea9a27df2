/** The Nemesis data the screen names things with, from the rules package's data tables. */
export {
  ACTION_CARD,
  COMPUTER,
  EXITS,
  MARS_EXITS,
  OBJECTIVE,
  TECH,
} from '@airlock/nemesis-lockdown';
