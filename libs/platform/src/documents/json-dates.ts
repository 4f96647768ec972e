/**
 * Documents as JSON text for the embedded store's files: dates are tagged (`{"$date": "…"}`) so
 * they come back as dates; everything else is plain JSON.
 */
export function encodeDocument(document: unknown): string {
  return JSON.stringify(document, tagDates);
}

export function decodeDocument<T>(text: string): T {
  return JSON.parse(text, untagDates) as T;
}

function tagDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.toISOString() } : value;
}

function untagDates(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const tagged = (value as { $date?: unknown }).$date;
    if (keys.length === 1 && typeof tagged === 'string') return new Date(tagged);
  }
  return value;
}
