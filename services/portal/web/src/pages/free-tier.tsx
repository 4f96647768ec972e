import { useEffect, useState } from 'react';
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { items, ok, type Schema } from '@downbeat/sdk';
import { downbeat, problemOf } from '../api';
import { Status } from '../components/status';
import { moveItem, reorder } from '../free-tier-order';

type Collection = Schema<'Collection'>;

/**
 * Which collections form the free tier, and their order: drag a collection (or use its handle's
 * keyboard drag: Enter, arrows, Enter), or its Move up / Move down buttons; add and remove; save.
 * Saved, the API shows it at once: GET /v0/collections lists these first, tracks elsewhere turn
 * premium (isPreviewOnly).
 */
export function FreeTierPage() {
  const [all, setAll] = useState<Collection[]>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [saved, setSaved] = useState<{ ids: string[]; chosen: boolean }>();
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' }>();

  useEffect(() => {
    void (async () => {
      try {
        const collections: Collection[] = [];
        for await (const collection of items(
          downbeat.pages('/v0/collections', { excludeField: 'tracks', limit: 20 }),
          'collections',
        ))
          collections.push(collection);
        const freeTier = await ok(downbeat.api.GET('/v0/partner/free-tier'));
        setAll(collections);
        setChosen(freeTier.collectionIds);
        setSaved({ ids: freeTier.collectionIds, chosen: freeTier.chosen });
      } catch (error) {
        setMessage({ text: problemOf(error), tone: 'error' });
      }
    })();
  }, []);

  const byId = new Map((all ?? []).map((collection) => [collection.id, collection]));
  const others = (all ?? []).filter((collection) => !chosen.includes(collection.id));
  const dirty = saved !== undefined && chosen.join('\n') !== saved.ids.join('\n');

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': byId.get(String(key))?.name ?? String(key) })),
    onReorder: (event) =>
      setChosen((current) =>
        reorder(current, [...event.keys].map(String), String(event.target.key), event.target.dropPosition),
      ),
  });

  const save = async (ids: string[]) => {
    setMessage(undefined);
    try {
      const answer = await ok(downbeat.api.PUT('/v0/partner/free-tier', { body: { collectionIds: ids } }));
      setChosen(answer.collectionIds);
      setSaved({ ids: answer.collectionIds, chosen: answer.chosen });
      setMessage({
        text: answer.chosen ? 'Free tier saved: the API shows it now.' : 'Back to the default free tier.',
        tone: 'success',
      });
    } catch (error) {
      setMessage({ text: problemOf(error), tone: 'error' });
    }
  };

  if (!all) return message ? <Status message={message.text} tone="error" /> : <p>Loading…</p>;
  return (
    <>
      <p>
        Tracks in these collections are free for every user; all others are premium (downloadable by connected users
        with an active subscription). The collections list of the API shows these first, in this order.
        {saved && !saved.chosen ? ' You use the default free tier until you save your own.' : ''}
      </p>
      <div className="columns">
        <section aria-labelledby="free-heading">
          <h2 id="free-heading">Free tier, in order</h2>
          <GridList
            aria-labelledby="free-heading"
            className="reorderable"
            items={chosen.map((id) => ({
              id,
              name: byId.get(id)?.name ?? id,
              available: byId.get(id)?.availableTracks,
            }))}
            dragAndDropHooks={dragAndDropHooks}
            renderEmptyState={() => <p className="empty">No collection: every track is premium.</p>}
          >
            {(item) => (
              <GridListItem id={item.id} textValue={item.name} className="row">
                <Button slot="drag" className="handle" aria-label={`Drag ${item.name}`}>
                  ⠿
                </Button>
                <span className="name">{item.name}</span>
                <span className="actions">
                  <Button
                    className="button small"
                    aria-label={`Move ${item.name} up`}
                    isDisabled={chosen[0] === item.id}
                    onPress={() => setChosen((ids) => moveItem(ids, item.id, -1))}
                  >
                    ↑
                  </Button>
                  <Button
                    className="button small"
                    aria-label={`Move ${item.name} down`}
                    isDisabled={chosen.at(-1) === item.id}
                    onPress={() => setChosen((ids) => moveItem(ids, item.id, 1))}
                  >
                    ↓
                  </Button>
                  <Button
                    className="button small"
                    aria-label={`Remove ${item.name}`}
                    onPress={() => setChosen((ids) => ids.filter((id) => id !== item.id))}
                  >
                    Remove
                  </Button>
                </span>
              </GridListItem>
            )}
          </GridList>
        </section>
        <section aria-labelledby="other-heading">
          <h2 id="other-heading">Other collections</h2>
          <ul className="plain">
            {others.map((collection) => (
              <li key={collection.id} className="row">
                <span className="name">{collection.name}</span>
                <Button
                  className="button small"
                  aria-label={`Add ${collection.name}`}
                  onPress={() => setChosen((ids) => [...ids, collection.id])}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="actions">
        <Button className="button primary" isDisabled={!dirty} onPress={() => void save(chosen)}>
          Save free tier
        </Button>
        <Button className="button quiet" isDisabled={!saved?.chosen} onPress={() => void save([])}>
          Use the default free tier
        </Button>
        {dirty ? <span className="muted">Unsaved changes</span> : null}
      </div>
      <Status message={message?.text} tone={message?.tone ?? 'info'} />
    </>
  );
}
