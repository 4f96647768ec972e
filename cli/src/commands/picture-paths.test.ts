import { pictureSource, withPicturePath } from './picture-paths';

describe('picture paths of import records', () => {
  it('resolve a relative path against the metadata file’s folder, and leave URLs and absolute paths alone', () => {
    expect(pictureSource('covers/a.jpg', '/data/catalog')).toBe('/data/catalog/covers/a.jpg');
    expect(pictureSource('../art/a.jpg', '/data/catalog')).toBe('/data/art/a.jpg');
    for (const given of [
      'https://cdn.example.com/a.jpg',
      'HTTP://cdn.example.com/a.jpg',
      'file:///art/a.jpg',
      '/art/a.jpg',
    ])
      expect(pictureSource(given, '/data/catalog')).toBe(given);
  });

  it('rewrite only the image of a line that has one, and leave lines the catalog must report as they are', () => {
    const mood = JSON.stringify({ type: 'mood', id: 'm', name: 'Chill', image: 'art/chill.png' });
    expect(JSON.parse(withPicturePath(mood, '/data'))).toEqual({
      type: 'mood',
      id: 'm',
      name: 'Chill',
      image: '/data/art/chill.png',
    });
    for (const line of [
      JSON.stringify({ type: 'mood', id: 'm', name: 'Chill' }),
      JSON.stringify({ type: 'mood', id: 'm', name: 'Chill', image: 'https://cdn.example.com/c.png' }),
      JSON.stringify({ type: 'mood', id: 'm', name: 'Chill', image: 7 }),
      '{"type": "mood", "image": "art/chill.png"',
    ])
      expect(withPicturePath(line, '/data')).toBe(line);
  });
});
