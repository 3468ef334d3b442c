import type { OutlineSketch } from '@core/outlines/outline-sketch';
import { OUTLINE_ATTRIBUTION } from '@core/outlines/outline-credit';
import { NorthArrow, ScaleBar } from '@/components/ui/map-marks';
import { formatKm, roundKm } from '@/lib/scale-bar';

/** A card's box, 16:10 like its picture; the shape keeps to the right of the placeholder's text. */
const BOX = { width: 320, height: 200 } as const;
const FRAME = { left: 0.42, top: 0.1, width: 0.52, height: 0.66 } as const;

/**
 * The island's sketch (its coastline in a few dozen points, carried in the list's answer), with a
 * north arrow, a scale bar and the data's credit: drawn at once, with no request and no map code,
 * so a card shows its island offline too. Decorative: the card says everything in words.
 */
export function IslandSketch({ sketch }: { sketch: OutlineSketch }) {
  const fit = Math.min((FRAME.width * BOX.width) / sketch.width, (FRAME.height * BOX.height) / sketch.height);
  const x = FRAME.left * BOX.width + (FRAME.width * BOX.width - sketch.width * fit) / 2;
  const y = FRAME.top * BOX.height + (FRAME.height * BOX.height - sketch.height * fit) / 2;
  const pxPerKm = (fit * sketch.width) / sketch.widthKm;
  const km = roundKm((BOX.width * 0.22) / pxPerKm);
  const bar = km * pxPerKm;
  const barY = BOX.height - 14;
  return (
    <svg
      className="island-sketch"
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="island-sketch"
    >
      <path
        className="island-sketch__land"
        d={sketch.path}
        fillRule="evenodd"
        transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${fit.toFixed(4)})`}
      />
      <NorthArrow className="island-sketch__north" x={BOX.width - 18} y={22} />
      <ScaleBar className="island-sketch__scale" right={BOX.width - 10} y={barY} width={bar} label={formatKm(km)} />
      <text className="island-sketch__attribution" x={BOX.width - 6} y={BOX.height - 3} textAnchor="end">
        {OUTLINE_ATTRIBUTION}
      </text>
    </svg>
  );
}
