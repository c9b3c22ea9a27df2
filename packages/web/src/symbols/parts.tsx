import type { ReactNode } from 'react';

/** The ink every symbol is outlined and detailed with, and the light of its highlights. */
export const INK = '#0f172a';
export const LIGHT = '#f8fafc';

/** A drawing on the 24-unit grid; `tint` recolours the symbols that take a seat's or a marker's colour. */
export type Drawing = (tint?: string) => ReactNode;

/** A rounded plate behind a glyph: the light tile of module, item and station symbols. */
export function Plate({ fill = '#e2e8f0', stroke = INK }: { fill?: string; stroke?: string }) {
  return <rect x={1.5} y={1.5} width={21} height={21} rx={5} fill={fill} stroke={stroke} strokeWidth={1.2} />;
}

/** A dark disc behind a marker drawn over corridor lines, so the line never cuts through it. */
export function Backing() {
  return <circle cx={12} cy={12} r={11.5} fill={INK} opacity={0.85} />;
}

/** An open-ended spanner, drawn from a handle and a ring with a notch cut in the plate's colour. */
export function Spanner({ ink, cut }: { ink: string; cut: string }) {
  return (
    <g>
      <line x1={5} y1={19} x2={13.5} y2={10.5} stroke={ink} strokeWidth={3.6} strokeLinecap="round" />
      <circle cx={15.5} cy={8.5} r={5} fill={ink} />
      <rect x={14} y={2.5} width={3} height={6.5} fill={cut} transform="rotate(45 15.5 8.5)" />
    </g>
  );
}

/** A point list of a regular star: `n` tips at radius `r`, inner corners at radius `ri`. */
export function starPoints(n: number, r: number, ri: number, cx = 12, cy = 12): string {
  const out: string[] = [];
  for (let k = 0; k < n * 2; k++) {
    const rad = k % 2 === 0 ? r : ri;
    const a = (Math.PI * k) / n - Math.PI / 2;
    out.push(`${(cx + rad * Math.cos(a)).toFixed(2)},${(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}
