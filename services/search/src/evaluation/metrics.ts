/**
 * Ranking quality against graded judgments (grade 0 = not relevant, higher = more relevant).
 * NDCG@k uses the exponential gain 2^grade − 1; MRR counts the first result with any grade.
 */
export type Judgments = Record<string, number>;

export function ndcgAt(k: number, ranked: string[], judgments: Judgments): number {
  const dcg = (grades: number[]) =>
    grades.slice(0, k).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
  const ideal = dcg(
    Object.values(judgments)
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a),
  );
  if (ideal === 0) return 0;
  return dcg(ranked.map((id) => judgments[id] ?? 0)) / ideal;
}

export function reciprocalRank(ranked: string[], judgments: Judgments): number {
  const index = ranked.findIndex((id) => (judgments[id] ?? 0) > 0);
  return index < 0 ? 0 : 1 / (index + 1);
}

export const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
