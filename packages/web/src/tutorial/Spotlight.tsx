import { useEffect, useRef } from 'react';

const PAD = 6;

/** Between a selector and the words its element must hold (see TutorialStep.target). */
export const WORDS = ' @@ ';

/** The first element matched by the first selector that matches anything (see TutorialStep.target). */
export function findTarget(selectors: readonly string[]): Element | null {
  for (const entry of selectors) {
    const cut = entry.indexOf(WORDS);
    const sel = cut < 0 ? entry : entry.slice(0, cut);
    const words = cut < 0 ? null : entry.slice(cut + WORDS.length);
    let found: NodeListOf<Element>;
    try {
      found = document.querySelectorAll(sel);
    } catch {
      continue; // a selector this browser cannot read points at nothing
    }
    for (const el of found) if (words === null || el.textContent?.includes(words)) return el;
  }
  return null;
}

/** The top of the screen's free part: below the game's sticky status bar. */
function freeTop(): number {
  const bar = document.querySelector('.game-screen .status')?.getBoundingClientRect();
  return Math.max(56, bar && bar.bottom > 0 ? bar.bottom + 8 : 0);
}

/**
 * A pulsing frame drawn over the element the guide points at. It follows the element as the page
 * scrolls or the board redraws (SVG shapes included, which cannot carry an outline of their own), lets
 * clicks through, and marks the element `data-tutorial-target` for assistive tools and tests. When the
 * step changes, the page scrolls the element into the upper part of the screen, above the guide.
 */
export function Spotlight({ selectors, stepKey }: { selectors: readonly string[]; stepKey: string }) {
  const frame = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step (its key) starts the search over; the selectors belong to it
  useEffect(() => {
    let marked: Element | null = null;
    let scrolledTo: Element | null = null;
    const place = () => {
      const el = selectors.length > 0 ? findTarget(selectors) : null;
      if (marked !== el) {
        marked?.removeAttribute('data-tutorial-target');
        el?.setAttribute('data-tutorial-target', 'on');
        marked = el;
      }
      const f = frame.current;
      if (!f) return;
      if (!el) {
        f.hidden = true;
        return;
      }
      if (scrolledTo !== el) {
        scrolledTo = el;
        const r = el.getBoundingClientRect();
        const guide = document.querySelector('.tutorial-coach')?.getBoundingClientRect();
        const room = (guide && guide.top > 0 ? guide.top : window.innerHeight) - 16;
        // Only scroll when the element is not already in the free part of the screen.
        const top = freeTop();
        if (r.top < top || r.bottom > room)
          window.scrollTo({
            top: Math.max(0, window.scrollY + r.top - top - Math.max(8, (room - top - r.height) / 3)),
          });
      }
      // Placed through the style object (CSSOM), which the app's content security policy allows.
      const r = el.getBoundingClientRect();
      f.hidden = false;
      f.style.top = `${r.top - PAD}px`;
      f.style.left = `${r.left - PAD}px`;
      f.style.width = `${r.width + 2 * PAD}px`;
      f.style.height = `${r.height + 2 * PAD}px`;
    };
    place();
    // Follows the page at once when it redraws (a card picked, a chooser step opened), and on a timer
    // for what moves without a redraw (the board's zoom, late layout).
    const watch = new MutationObserver(place);
    watch.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-pressed', 'class', 'disabled', 'data-step', 'data-room'],
    });
    const timer = setInterval(place, 250);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      clearInterval(timer);
      watch.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      marked?.removeAttribute('data-tutorial-target');
    };
  }, [stepKey]);
  return <div ref={frame} className="tutorial-spotlight" aria-hidden="true" data-testid="tutorial-spotlight" hidden />;
}
