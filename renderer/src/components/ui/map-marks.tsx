/** A north arrow for a drawing in SVG units, its tip 12 units above `y`, with an N below. */
export function NorthArrow({ className, x, y }: { className: string; x: number; y: number }) {
  return (
    <g className={className} transform={`translate(${x} ${y})`}>
      <path d="M0 -12 L6 6 L0 2 L-6 6 Z" />
      <text y="20" textAnchor="middle">
        N
      </text>
    </g>
  );
}

/** A scale bar ending at `right`, its line at `y`, labelled above its right end. */
export function ScaleBar({
  className,
  right,
  y,
  width,
  label,
}: {
  className: string;
  right: number;
  y: number;
  width: number;
  label: string;
}) {
  return (
    <g className={className}>
      <path d={`M${right - width} ${y - 4}V${y}H${right}V${y - 4}`} />
      <text x={right} y={y - 7} textAnchor="end">
        {label}
      </text>
    </g>
  );
}
