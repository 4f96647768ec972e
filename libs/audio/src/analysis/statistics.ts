/** Small statistics shared by the analysis stages. */

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** Zero mean, unit deviation: lets cues of different units be added with plain weights. */
export function standardise(values: number[]): number[] {
  const average = mean(values);
  const deviation = Math.sqrt(mean(values.map((value) => (value - average) ** 2))) || 1;
  return values.map((value) => (value - average) / deviation);
}
