/**
 * A small inverted index over named text fields: term → document ids per field, with the
 * vocabulary scanned for typo and prefix matches. It scores a text query exactly as the
 * OpenSearch query of opensearch-queries.ts does (constant scores per field and match kind, the
 * best field per query term, summed), which is what makes the two engines agree.
 */
import type { FieldWeights, TermClause, TextQuery } from '../../domain/queries';
import { allowedEdits, withinEdits } from '../../domain/text-analysis';

export class InvertedIndex<Field extends string> {
  private readonly postings = new Map<Field, Map<string, Set<string>>>();
  private readonly indexed = new Map<string, Map<Field, string[]>>();

  constructor(private readonly weights: Record<Field, FieldWeights>) {
    for (const field of Object.keys(weights) as Field[]) this.postings.set(field, new Map());
  }

  /** Replaces what the document had indexed with `terms` per field. */
  put(id: string, termsByField: Record<Field, string[]>): void {
    this.remove(id);
    const stored = new Map<Field, string[]>();
    for (const [field, terms] of Object.entries(termsByField) as Array<[Field, string[]]>) {
      const unique = [...new Set(terms)];
      stored.set(field, unique);
      const postings = this.postings.get(field)!;
      for (const term of unique) {
        let ids = postings.get(term);
        if (!ids) postings.set(term, (ids = new Set()));
        ids.add(id);
      }
    }
    this.indexed.set(id, stored);
  }

  remove(id: string): void {
    const stored = this.indexed.get(id);
    if (!stored) return;
    for (const [field, terms] of stored) {
      const postings = this.postings.get(field)!;
      for (const term of terms) {
        const ids = postings.get(term);
        ids?.delete(id);
        if (ids?.size === 0) postings.delete(term);
      }
    }
    this.indexed.delete(id);
  }

  /** Score per matching document: every clause must match in some field. */
  score(query: TextQuery): Map<string, number> {
    let scores: Map<string, number> | undefined;
    for (const clause of query.clauses) {
      const clauseScores = this.scoreClause(clause);
      if (!scores) {
        scores = clauseScores;
        continue;
      }
      const next = new Map<string, number>();
      for (const [id, score] of scores) {
        const add = clauseScores.get(id);
        if (add !== undefined) next.set(id, score + add);
      }
      scores = next;
    }
    return scores ?? new Map();
  }

  /** Best field's weight per document for one query word. */
  private scoreClause(clause: TermClause): Map<string, number> {
    const scores = new Map<string, number>();
    const raise = (ids: Iterable<string>, weight: number) => {
      for (const id of ids) if ((scores.get(id) ?? 0) < weight) scores.set(id, weight);
    };
    const edits = allowedEdits(clause.term);
    for (const [field, postings] of this.postings) {
      const weights = this.weights[field];
      for (const [term, ids] of postings) {
        if (term === clause.term) raise(ids, weights.exact);
        else if (edits > 0 && withinEdits(clause.term, term, edits)) raise(ids, weights.fuzzy);
        if (clause.prefix !== undefined && term.startsWith(clause.prefix)) raise(ids, weights.prefix);
      }
    }
    return scores;
  }
}
