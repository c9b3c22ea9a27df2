import { legendFor, rulesFor } from '../rules.ts';
import { Sym } from '../symbols/Symbol.tsx';

/**
 * A game's rules help and legend, opened from its board: what each symbol drawn there means, then how
 * the game plays, in our own words. Closed by default so the board stays first on a phone.
 */
export function GameGuide({ gameId }: { gameId: string }) {
  const legend = legendFor(gameId);
  const rules = rulesFor(gameId);
  if (legend.length === 0 && rules.length === 0) return null;
  return (
    <details className="panel game-guide" data-testid="game-guide">
      <summary>How to play · what the symbols mean</summary>
      {legend.length ? (
        <section aria-label="Legend">
          <h3>On the board</h3>
          <dl className="legend" data-testid="legend">
            {legend.map((e) => (
              <div key={e.text} className="legend-row">
                <dt>
                  {e.icon ? <Sym symbol={e.icon} size={22} className="legend-sym" /> : null}
                  {e.symbol}
                </dt>
                <dd>{e.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {rules.map((s) => (
        <section key={s.title}>
          <h3>{s.title}</h3>
          <ul>
            {s.text.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="muted">A reminder written for this table; the published rulebook is the reference.</p>
    </details>
  );
}
