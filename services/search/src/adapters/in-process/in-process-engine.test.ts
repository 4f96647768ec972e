import { MemoryDocumentStore } from '@downbeat/platform';
import { soundEffectEvent, trackEvent } from '../../domain/catalog-events.fixtures';
import { soundEffectDocument, trackDocument } from '../../domain/documents';
import { soundEffectSearch, trackSearch } from '../../domain/queries';
import { describeSearchEngineContract } from '../../domain/search-engine.contract';
import { InProcessSearchEngine } from './in-process-engine';

describeSearchEngineContract('in-process', async () => new InProcessSearchEngine());

describe('in-process engine with a document store', () => {
  it('answers the same after a restart from what the store kept', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const first = new InProcessSearchEngine({ store });
    await first.start();
    await first.putTrack(trackDocument(trackEvent({ id: 't-1', title: 'Golden Hour', revision: 2 })));
    await first.putTrack(trackDocument(trackEvent({ id: 't-1', title: 'Older Title', revision: 1 })));
    await first.putTrack(trackDocument(trackEvent({ id: 't-2', title: 'Golden Gate' })));
    await first.removeTrack('t-2');

    const restarted = new InProcessSearchEngine({ store });
    await restarted.start();
    expect((await restarted.searchTracks(trackSearch({ term: 'golden' }))).ids).toEqual(['t-1']);
    await store.stop();
  });

  it('keeps the counted popularity across a restart, pending counts included', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const first = new InProcessSearchEngine({ store });
    await first.start();
    await first.putSoundEffect(
      soundEffectDocument(soundEffectEvent({ id: 'sfx-new', title: 'Whoosh', added: '2025-02-01T00:00:00Z' })),
    );
    await first.addPopularity(new Map([['sfx-old', 2]]));
    await first.addPopularity(new Map([['sfx-old', 1]]));

    const restarted = new InProcessSearchEngine({ store });
    await restarted.start();
    await restarted.putSoundEffect(
      soundEffectDocument(soundEffectEvent({ id: 'sfx-old', title: 'Thud', added: '2025-01-01T00:00:00Z' })),
    );
    expect((await restarted.searchSoundEffects(soundEffectSearch({ sort: 'popular' }))).ids).toEqual([
      'sfx-old',
      'sfx-new',
    ]);
    await store.stop();
  });
});
