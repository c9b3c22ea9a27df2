/**
 * Every refusal the kernel or a game gives is one of these codes. Messages are written for the
 * seat that made the request and never mention anything that seat may not know.
 */
export type ErrorCode =
  | 'MALFORMED_ACTION'
  | 'UNKNOWN_SEAT'
  | 'NOT_YOUR_DECISION'
  | 'ILLEGAL_ACTION'
  | 'GAME_OVER'
  | 'BAD_OPTIONS'
  | 'BAD_RECORD'
  | 'VERSION_MISMATCH'
  | 'REPLAY_DIVERGED'
  | 'UNKNOWN_GAME';

export class RuleError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
  }
  toJSON(): { code: ErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}
