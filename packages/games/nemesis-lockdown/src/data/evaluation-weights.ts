/**
 * Weights of the position evaluation (evaluate.ts): a seat's win chance is
 * objective^objective x health^health x reach^reach x exposure^exposure x spared^spared,
 * each factor the hand-made model's estimate in [0, 1]. All ones is the hand-made product itself. There
 * is no constant factor: a seat out of the facility with its objective met and nothing left to check
 * wins for certain, whatever the weights.
 */
export interface EvaluationWeights {
  objective: number;
  health: number;
  reach: number;
  exposure: number;
  spared: number;
}

/** One set per kind of game: the outcomes differ (solo, the cooperative team, the standard game). */
export interface WeightSet {
  solo: EvaluationWeights;
  cooperative: EvaluationWeights;
  standard: EvaluationWeights;
}

export const HAND_MADE: EvaluationWeights = { objective: 1, health: 1, reach: 1, exposure: 1, spared: 1 };

/**
 * Fitted (origin: designed, from play) by `npx node packages/games/nemesis-lockdown/bench/fit-evaluation.ts
 * --games 300` on 300 heuristic games of each preset: the weights whose win chances best match who won.
 * They lower the held-out squared error (standard 0.126 to 0.108, cooperative 0.128 to 0.102, solo 0.089
 * to 0.076), mostly by calibration, but the search was no stronger with them (2 players 40.0% against the
 * heuristic over 30 games, 43.3% with the hand-made ones; cooperative 3 players 6 of 30 won, 7 with the
 * hand-made ones; docs/BOTS.md), so the search keeps the hand-made product.
 */
export const FITTED_WEIGHTS: WeightSet = {
  solo: { objective: 1.641, health: 3.75, reach: 7.5, exposure: 1.094, spared: 0.656 },
  cooperative: { objective: 0.547, health: 1.047, reach: 2.75, exposure: 9, spared: 1.047 },
  standard: { objective: 0.5, health: 0.781, reach: 1.625, exposure: 9.313, spared: 1.25 },
};

/** The weights evaluate uses. */
export const EVALUATION_WEIGHTS: WeightSet = { solo: HAND_MADE, cooperative: HAND_MADE, standard: HAND_MADE };
