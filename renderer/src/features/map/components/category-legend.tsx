import { LEGEND_CATEGORIES, categoryTone } from '../category-style';

/** What the marker colours mean. */
export function CategoryLegend() {
  return (
    <ul className="island-map-legend" aria-label="Marker colours by category">
      {LEGEND_CATEGORIES.map((category) => (
        <li key={category}>
          <span className={`map-swatch tone-${categoryTone(category)}`} aria-hidden="true" />
          {category}
        </li>
      ))}
    </ul>
  );
}
