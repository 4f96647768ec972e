import { useState } from 'react';
import { ok } from '@downbeat/sdk';
import { downbeat, problemOf } from '../api';
import { ConfirmButton } from '../components/confirm';
import { SecretOnce } from '../components/secret-once';
import { Status } from '../components/status';
import { ApiKeysSection } from './api-keys';
import { usePartner, useSession } from '../session';

/**
 * The partner's credentials: the access key (its id, and rotating its secret, shown once) and the
 * API keys (long-lived Bearer keys of the partner's servers: list, create, rotate, revoke).
 */
export function KeysPage() {
  const partner = usePartner();
  const { refresh } = useSession();
  const [secret, setSecret] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const rotate = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const credentials = await ok(downbeat.api.POST('/v0/partner/access-key/rotate'));
      // The rotation ended every session and gave this page a new one: read its CSRF token.
      await refresh();
      setSecret(credentials.accessKeySecret);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section aria-labelledby="access-key-heading">
        <h2 id="access-key-heading">Access key</h2>
        <p>Your servers exchange it for partner tokens (POST /v0/partner-token); you sign in here with it.</p>
        <dl className="facts">
          <dt>Access key id</dt>
          <dd>
            <code data-testid="access-key-id">{partner.accessKeyId}</code>
          </dd>
          <dt>Secret</dt>
          <dd>Stored only as a hash; it cannot be shown. Rotate it to get a new one.</dd>
        </dl>
        {secret ? (
          <SecretOnce label="Your new access key secret" secret={secret} onDone={() => setSecret(undefined)} />
        ) : (
          <ConfirmButton
            label="Rotate secret"
            title="Rotate the access key secret?"
            description="The current secret stops working at once, and every other portal session ends. Partner tokens already issued keep working until they expire (60 minutes). You stay signed in here."
            confirmLabel="Rotate now"
            isDisabled={busy}
            onConfirm={() => void rotate()}
          />
        )}
        <Status message={problem} tone="error" />
      </section>
      <ApiKeysSection />
    </>
  );
}
