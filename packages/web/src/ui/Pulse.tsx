/**
 * A short pulse of an SVG attribute when a highlight first appears (three beats); the highlight itself
 * stays until it no longer applies. SMIL, started from the element when it is drawn: the app's content
 * security policy allows no inline style attribute, and an animation that begins at document time 0
 * would long be over for elements drawn later in the match.
 */
export function Pulse({ attribute, values }: { attribute: string; values: string }) {
  return (
    <animate
      attributeName={attribute}
      values={values}
      dur="0.7s"
      repeatCount={3}
      begin="indefinite"
      ref={(el) => {
        (el as SVGAnimationElement | null)?.beginElement();
      }}
    />
  );
}
