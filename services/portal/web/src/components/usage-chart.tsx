import { axisMax, type UsageDay } from '../usage-summary';

const SERIES = ['previews', 'downloads', 'exports'] as const;
const HEIGHT = 160;
const LEFT = 36;

/**
 * Grouped bars per day, drawn as SVG (no chart library: three series and an axis). The figure has
 * a text alternative; the page offers the same numbers as a table.
 */
export function UsageChart({ days }: { days: UsageDay[] }) {
  const top = axisMax(Math.max(0, ...days.flatMap((day) => SERIES.map((series) => day[series]))));
  const slot = Math.max(18, Math.min(48, 720 / Math.max(days.length, 1)));
  const bar = (slot - 6) / SERIES.length;
  const width = LEFT + slot * days.length + 8;
  const y = (value: number) => 8 + HEIGHT - (value / top) * HEIGHT;
  const labelEvery = Math.ceil(days.length / 10);
  return (
    <figure>
      <svg className="chart" viewBox={`0 0 ${width} ${HEIGHT + 30}`} role="img" aria-labelledby="chart-caption">
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={width} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={LEFT - 4} y={y(tick) + 3} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => (
          <g key={day.day} transform={`translate(${LEFT + index * slot + 3},0)`}>
            {SERIES.map((series, at) => (
              <rect
                key={series}
                className={series}
                x={at * bar}
                y={y(day[series])}
                width={bar - 1}
                height={8 + HEIGHT - y(day[series])}
              >
                <title>{`${day.day}: ${day[series]} ${series}`}</title>
              </rect>
            ))}
            {index % labelEvery === 0 ? (
              <text x={slot / 2 - 3} y={HEIGHT + 22} textAnchor="middle">
                {day.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption id="chart-caption">
        <ul className="legend">
          {SERIES.map((series) => (
            <li key={series}>
              <span className={`swatch ${series}`} aria-hidden="true" />
              {series}
            </li>
          ))}
        </ul>
        <span className="visually-hidden">
          Previews, downloads and exports per day, from {days[0]?.day} to {days.at(-1)?.day}.
        </span>
      </figcaption>
    </figure>
  );
}
