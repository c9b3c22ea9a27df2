import { LIFEFORM_LEGEND } from '../../rules-lifeform.ts';
import { Sym } from '../../symbols/Symbol.tsx';

/**
 * The board's key beside the deck plan: the same legend as the game guide (rules-lifeform.ts), with
 * each symbol drawn in the colour the board uses for it.
 */
export function Legend() {
  return (
    <details className="panel lf-legend">
      <summary>What the symbols mean</summary>
      <ul>
        {LIFEFORM_LEGEND.map((e) => (
          <li key={e.text}>
            {e.icon ? (
              <Sym symbol={e.icon} size={18} />
            ) : (
              <span className={e.swatch ? `lf-sym lf-lg-${e.swatch}` : 'lf-sym-word'} aria-hidden="true">
                {e.symbol}
              </span>
            )}{' '}
            {e.text}
          </li>
        ))}
      </ul>
    </details>
  );
}
