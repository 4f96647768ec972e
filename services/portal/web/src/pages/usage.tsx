import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { ok } from '@downbeat/sdk';
import { downbeat, problemOf } from '../api';
import { Field } from '../components/field';
import { Status } from '../components/status';
import { UsageChart } from '../components/usage-chart';
import { dayOf, topTracksOver, totalsOver, type UsageDay } from '../usage-summary';

/** Daily previews, downloads and exports the partner reported, by date range: chart, table, top tracks, CSV. */
export function UsagePage() {
  const [range, setRange] = useState(() => ({ from: dayOf(new Date(), -13), to: dayOf(new Date()) }));
  const [days, setDays] = useState<UsageDay[]>();
  const [error, setError] = useState<unknown>();

  const load = useCallback(async (from: string, to: string) => {
    setError(undefined);
    try {
      const summary = await ok(
        downbeat.api.GET('/v0/usage/summary', { params: { query: { from, to, topTracks: 10 } } }),
      );
      setDays(summary.days as UsageDay[]);
      setRange({ from, to });
    } catch (caught) {
      setError(caught);
    }
  }, []);
  const initial = useRef(range);
  useEffect(() => void load(initial.current.from, initial.current.to), [load]);

  const totals = days ? totalsOver(days) : undefined;
  const top = useMemo(() => (days ? topTracksOver(days, 10) : []), [days]);
  const titles = useTrackTitles(top.map((track) => track.trackId));
  const csv = `/v0/partner/usage.csv?from=${range.from}&to=${range.to}`;
  return (
    <>
      <p>Counted from the analytics events you report, by day (UTC); a second or so behind the reports.</p>
      <Form
        className="inline-fields"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          void load(String(data.get('from')), String(data.get('to')));
        }}
      >
        <Field label="From" name="from" type="date" defaultValue={range.from} isRequired />
        <Field
          label="To"
          name="to"
          type="date"
          defaultValue={range.to}
          isRequired
          description="At most 31 days after From."
        />
        <div className="actions">
          <Button type="submit" className="button primary">
            Show usage
          </Button>
          <a className="button" href={csv} download={`downbeat-usage-${range.from}-${range.to}.csv`}>
            Download CSV
          </a>
        </div>
      </Form>
      <Status message={error ? problemOf(error) : undefined} tone="error" />
      {totals ? (
        <p data-testid="usage-totals">
          {range.from} to {range.to}: <strong>{totals.previews}</strong> previews, <strong>{totals.downloads}</strong>{' '}
          downloads, <strong>{totals.exports}</strong> exports.
        </p>
      ) : null}
      {days ? (
        <>
          <section aria-labelledby="chart-heading">
            <h2 id="chart-heading">Per day</h2>
            <UsageChart days={days} />
            <details>
              <summary>The same as a table</summary>
              <CountsTable
                caption="Usage per day"
                heading="Day"
                rows={days.map((day) => ({ key: day.day, name: day.day, counts: day }))}
              />
            </details>
          </section>
          <section aria-labelledby="top-heading">
            <h2 id="top-heading">Top tracks</h2>
            {top.length === 0 ? (
              <p>No track was used in this range.</p>
            ) : (
              <CountsTable
                testId="top-tracks"
                caption="The most used tracks of the range"
                heading="Track"
                rows={top.map((track) => ({
                  key: track.trackId,
                  name: <TrackName title={titles.get(track.trackId)} trackId={track.trackId} />,
                  counts: track,
                }))}
              />
            )}
          </section>
        </>
      ) : null}
    </>
  );
}

interface Counts {
  previews: number;
  downloads: number;
  exports: number;
}

/** One row per day or track: its name, then its previews, downloads and exports. */
function CountsTable(props: {
  caption: string;
  heading: string;
  rows: Array<{ key: string; name: ReactNode; counts: Counts }>;
  testId?: string;
}) {
  return (
    <table data-testid={props.testId}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.heading}</th>
          <th scope="col" className="number">
            Previews
          </th>
          <th scope="col" className="number">
            Downloads
          </th>
          <th scope="col" className="number">
            Exports
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map(({ key, name, counts }) => (
          <tr key={key}>
            <td>{name}</td>
            <td className="number">{counts.previews}</td>
            <td className="number">{counts.downloads}</td>
            <td className="number">{counts.exports}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The titles (and main artists) of the top tracks, read from the catalog in one bulk request. A
 * track the catalog no longer has (or a failed read) keeps its id only: usage stays readable.
 */
function useTrackTitles(trackIds: string[]): Map<string, TrackTitle> {
  const [titles, setTitles] = useState(new Map<string, TrackTitle>());
  const wanted = trackIds.join(',');
  useEffect(() => {
    const ids = wanted ? wanted.split(',') : [];
    if (ids.length === 0) return;
    let current = true;
    void ok(downbeat.api.GET('/v0/tracks/metadata', { params: { query: { trackId: ids } } }))
      .then((tracks) => {
        if (current)
          setTitles(new Map(tracks.map((track) => [track.id, { title: track.title, artists: track.mainArtists }])));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted]);
  return titles;
}

interface TrackTitle {
  title: string;
  artists: string[];
}

/** A track by its title and artists, its id beneath (what reports and the API name it by). */
function TrackName({ title, trackId }: { title: TrackTitle | undefined; trackId: string }) {
  return (
    <span className="track-name">
      {title ? (
        <span className="title">
          {title.title}
          {title.artists.length > 0 ? <span className="muted"> · {title.artists.join(', ')}</span> : null}
        </span>
      ) : null}
      <code className="track-id">{trackId}</code>
    </span>
  );
}
