import { useCallback, useEffect, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { ok, type Schema } from '@downbeat/sdk';
import { downbeat, fieldProblem, problemOf } from '../api';
import { ConfirmButton } from '../components/confirm';
import { Field } from '../components/field';
import { SecretOnce } from '../components/secret-once';
import { Status } from '../components/status';

type ApiKey = Schema<'ApiKey'>;

/** The partner's API keys: created and rotated keys are shown once; revoked keys stay listed. */
export function ApiKeysSection() {
  const [keys, setKeys] = useState<ApiKey[]>();
  const [shown, setShown] = useState<{ label: string; key: string }>();
  const [error, setError] = useState<unknown>();
  const [formKey, setFormKey] = useState(0);

  const load = useCallback(async () => {
    try {
      setKeys((await ok(downbeat.api.GET('/v0/partner/api-keys'))).apiKeys);
    } catch (caught) {
      setError(caught);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const act = async (work: () => Promise<void>) => {
    setError(undefined);
    try {
      await work();
      await load();
    } catch (caught) {
      setError(caught);
    }
  };
  const create = (name: string) =>
    act(async () => {
      const issued = await ok(downbeat.api.POST('/v0/partner/api-keys', { body: { name } }));
      setShown({ label: `Your new API key “${issued.apiKey.name}”`, key: issued.key });
      setFormKey((value) => value + 1);
    });
  const rotate = (apiKey: ApiKey) =>
    act(async () => {
      const issued = await ok(
        downbeat.api.POST('/v0/partner/api-keys/{apiKeyId}/rotate', { params: { path: { apiKeyId: apiKey.id } } }),
      );
      setShown({ label: `The new key of “${issued.apiKey.name}”`, key: issued.key });
    });
  const revoke = (apiKey: ApiKey) =>
    act(async () => {
      await ok(downbeat.api.DELETE('/v0/partner/api-keys/{apiKeyId}', { params: { path: { apiKeyId: apiKey.id } } }));
    });

  return (
    <section aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">API keys</h2>
      <p>
        Long-lived keys for your servers, sent as <code>Authorization: Bearer dbk_live_…</code> wherever a partner token
        is taken. A rotated or revoked key is refused within 30 seconds.
      </p>
      {shown ? <SecretOnce label={shown.label} secret={shown.key} onDone={() => setShown(undefined)} /> : null}
      <Form
        key={formKey}
        className="inline-fields"
        onSubmit={(event) => {
          event.preventDefault();
          void create(String(new FormData(event.currentTarget).get('name')).trim());
        }}
      >
        <Field
          label="Name of a new key"
          name="name"
          isRequired
          description="For example “CI server”."
          error={fieldProblem(error, 'name')}
        />
        <div className="actions">
          <Button type="submit" className="button primary">
            Create API key
          </Button>
        </div>
      </Form>
      <Status message={error ? problemOf(error) : undefined} tone="error" />
      {keys && keys.length === 0 ? <p>No API keys yet.</p> : null}
      {keys && keys.length > 0 ? (
        <table>
          <caption className="visually-hidden">Your API keys, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key starts with</th>
              <th scope="col">Issued</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((apiKey) => (
              <tr key={apiKey.id}>
                <td>{apiKey.name}</td>
                <td>
                  <code>{apiKey.prefix}…</code>
                </td>
                <td>{new Date(apiKey.issuedAt).toLocaleString()}</td>
                <td>
                  {apiKey.revoked ? `Revoked ${new Date(apiKey.revokedAt ?? '').toLocaleDateString()}` : 'Active'}
                </td>
                <td className="actions">
                  {apiKey.revoked ? null : (
                    <>
                      <ConfirmButton
                        label={`Rotate ${apiKey.name}`}
                        title={`Rotate “${apiKey.name}”?`}
                        description="A new key is issued under the same name; the current key stops working within 30 seconds."
                        confirmLabel="Rotate now"
                        onConfirm={() => void rotate(apiKey)}
                      />
                      <ConfirmButton
                        label={`Revoke ${apiKey.name}`}
                        title={`Revoke “${apiKey.name}”?`}
                        description="The key stops working within 30 seconds, for good."
                        confirmLabel="Revoke"
                        onConfirm={() => void revoke(apiKey)}
                      />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
