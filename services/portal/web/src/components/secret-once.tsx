import { useState } from 'react';
import { Button } from 'react-aria-components';

/**
 * A secret shown this once (an access key secret, a webhook signing secret): selectable, with a
 * copy button, and the reminder that it cannot be shown again. Used by every page that issues one.
 */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="secret" aria-labelledby="secret-heading">
      <h2 id="secret-heading">{label}</h2>
      <p>Copy it now and keep it safe: it is shown this once and cannot be shown again.</p>
      <p>
        <code className="secret-value" data-testid="secret-value">
          {secret}
        </code>
      </p>
      <div className="actions">
        <Button
          className="button"
          onPress={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button className="button quiet" onPress={onDone}>
          I have stored it
        </Button>
      </div>
    </section>
  );
}
