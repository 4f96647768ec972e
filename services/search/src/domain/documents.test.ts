import { trackEvent } from './catalog-events.fixtures';
import { supersedes, trackDocument } from './documents';

describe('track documents', () => {
  it('carries each genre and its parent once, so that a parent genre matches its children', () => {
    const document = trackDocument(
      trackEvent({
        id: 't',
        title: 'T',
        genres: [
          ['House', 'Electronic'],
          ['Techno', 'Electronic'],
        ],
      }),
    );
    expect(document.genres.map((genre) => genre.id)).toEqual(['genre-house', 'genre-electronic', 'genre-techno']);
  });

  it('is the same for the same event, and hidden unless published', () => {
    const event = trackEvent({ id: 't', title: 'T', status: 'processing' });
    expect(trackDocument(event)).toEqual(trackDocument(structuredClone(event)));
    expect(trackDocument(event).visible).toBe(false);
  });

  it('lets a newer or equal revision replace a stored one, never an older', () => {
    expect(supersedes({ revision: 2 }, { revision: 1 })).toBe(true);
    expect(supersedes({ revision: 2 }, { revision: 2 })).toBe(true);
    expect(supersedes({ revision: 1 }, { revision: 2 })).toBe(false);
  });
});
