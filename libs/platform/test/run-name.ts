/** A name no other run uses: test runs share the brokers and the database server. */
export function uniqueRunName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${process.pid}`;
}
