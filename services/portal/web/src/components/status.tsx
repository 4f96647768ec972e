/** A message read out by screen readers when it changes (an aria-live region), styled by its tone. */
export function Status({
  message,
  tone = 'info',
}: {
  message: string | undefined;
  tone?: 'info' | 'error' | 'success';
}) {
  return (
    <p
      className={`status ${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {message ?? ''}
    </p>
  );
}
