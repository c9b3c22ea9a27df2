/** Every symbol the board draws, in our own words. */
const ENTRIES: [string, string, string][] = [
  [
    'lf-lg-char',
    '●',
    'A crew member, in their seat’s colour, marked with the first letter of their name (faded: hiding).',
  ],
  ['lf-lg-image', '◆', 'An image of the lifeform, numbered 1 to 3. Any of them may be the real one.'],
  ['lf-lg-real', '◆', 'The real lifeform (only the lifeform’s player ever sees this ring).'],
  ['lf-lg-out', '◆', 'An image that cannot be the lifeform, judging by what the lifeform has done so far.'],
  ['lf-lg-android', '■', 'The android, walking its path from Hypersleep towards the Remora.'],
  ['lf-lg-cat', 'c', 'The ship’s cat.'],
  ['lf-lg-mission', '2', 'Mission tokens left to collect in the chamber.'],
  ['lf-lg-terror', '!', 'A terror token.'],
  ['lf-lg-breach', '✕', 'A hull breach.'],
  ['lf-lg-vent', '≋', 'A vent (red: a red-bordered vent).'],
  ['lf-lg-class', '◎', 'A chamber where the cocoon can grow.'],
  ['lf-lg-class', '✦', 'A chamber where an objective can be completed.'],
  ['lf-lg-class', '⌁', 'A chamber with a circuit board.'],
  ['lf-lg-start', '◤', 'A chamber where the lifeform may start.'],
  ['lf-lg-dark', '▭', 'A dark chamber: the power is out there.'],
  ['lf-lg-corridor', '—', 'A corridor: everyone may walk it.'],
  ['lf-lg-tunnel', '┅', 'A tunnel: only images and the cat crawl through.'],
  ['lf-lg-stub', 'B', 'A corridor or tunnel (dashed ring) to another deck, marked with that deck’s letter.'],
  ['lf-lg-door', '▪', 'The security door, shut across a corridor.'],
  ['lf-lg-target', '▭', 'Outlined: you can act there now; pick it to see how.'],
];

export function Legend() {
  return (
    <details className="panel lf-legend">
      <summary>What the symbols mean</summary>
      <ul>
        {ENTRIES.map(([cls, sym, text]) => (
          <li key={text}>
            <span className={`lf-sym ${cls}`} aria-hidden="true">
              {sym}
            </span>{' '}
            {text}
          </li>
        ))}
      </ul>
      <p className="muted">
        Tracks: the marked space is where each track stands; tinted spaces carry an effect. Loadout: each column fills
        from the bottom; the line is how many tokens a launch needs, a + marks a bonus space.
      </p>
    </details>
  );
}
