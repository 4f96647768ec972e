/**
 * A stream URL carries its HLS grant in the `token` query parameter instead of a cookie. Players
 * resolve the URIs inside playlists relative to the playlist, dropping the query, so the edge
 * appends the same token to every URI of a playlist it serves through a token.
 */
export function withGrantInUris(playlist: string, token: string): string {
  const query = `token=${encodeURIComponent(token)}`;
  const append = (uri: string) => `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
  return playlist
    .split('\n')
    .map((line) => {
      if (line.startsWith('#')) return line.replace(/URI="([^"]+)"/g, (_match, uri: string) => `URI="${append(uri)}"`);
      return line.trim() === '' ? line : append(line.trim());
    })
    .join('\n');
}

/** Every value of the cookie `name` in a Cookie header (a browser may send several, one per path). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1).replace(/^"(.*)"$/, '$1'));
}
