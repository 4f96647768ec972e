/** Shapes and matchers the shared checks have in common. */
export interface Page {
  pagination: { page: number; limit: number; offset: number };
  links: { next?: string; prev?: string };
}

export interface Named {
  id: string;
  name: string;
}

/** A 400 with the specification's error body naming exactly one offending key. */
export const badRequestNaming = (key: string) => ({
  status: 400,
  body: { message: expect.any(String), errors: [{ key, messages: [expect.any(String)] }] },
});
