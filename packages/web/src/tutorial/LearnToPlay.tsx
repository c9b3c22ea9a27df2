import { TUTORIALS } from './index.ts';

/**
 * The lobby's list of guided first games: one "Learn to play" button per game, and what it teaches. Its
 * styles are in tutorial.css, which TutorialScreen brings into the app (the app always loads it).
 */
export function LearnToPlay() {
  return (
    <section className="panel" aria-label="Learn to play">
      <h2>Learn to play</h2>
      <p className="muted">
        A short guided game at this screen against bots: it shows a turn and the rule that matters most.
      </p>
      <ul className="learn-list">
        {TUTORIALS.map((t) => (
          <li key={t.game}>
            <a className="button" href={`#/tutorial/${t.game}`} data-testid={`learn-${t.game}`}>
              Learn to play: {t.title.replace(/^Learn /, '')}
            </a>
            <span className="muted">{t.teaches}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
