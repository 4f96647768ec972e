import { useCallback, useEffect, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { isDownbeatError, ok, type Schema } from '@downbeat/sdk';
import { downbeat, fieldProblem, problemOf } from '../api';
import { ConfirmButton } from '../components/confirm';
import { Field } from '../components/field';
import { SecretOnce } from '../components/secret-once';
import { Status } from '../components/status';

type Webhook = Schema<'Webhook'>;
type Delivery = Schema<'WebhookDelivery'>;

/** The track-versions webhook: where finished jobs are POSTed (signed), and the latest deliveries. */
export function WebhooksPage() {
  const [webhook, setWebhook] = useState<Webhook | null>();
  const [deliveries, setDeliveries] = useState<Delivery[]>([]);
  const [secret, setSecret] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [message, setMessage] = useState<string>();

  const load = useCallback(async () => {
    try {
      setWebhook(await ok(downbeat.api.GET('/v0/partner/webhook')));
    } catch (caught) {
      if (isDownbeatError(caught, 'not-found')) setWebhook(null);
      else setError(caught);
    }
    const listed = await ok(
      downbeat.api.GET('/v0/partner/webhook/deliveries', { params: { query: { limit: 20 } } }),
    ).catch(() => ({ deliveries: [] }));
    setDeliveries(listed.deliveries);
  }, []);
  useEffect(() => void load(), [load]);

  const save = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const given = String(data.get('secret') ?? '').trim();
    setError(undefined);
    setMessage(undefined);
    try {
      const saved = await ok(
        downbeat.api.PUT('/v0/partner/webhook', {
          body: { url: String(data.get('url')).trim(), ...(given ? { secret: given } : {}) },
        }),
      );
      setSecret(saved.secret);
      setWebhook(saved);
      setMessage('Webhook saved.');
    } catch (caught) {
      setError(caught);
    }
  };

  const remove = async () => {
    setError(undefined);
    try {
      await downbeat.api.DELETE('/v0/partner/webhook');
      setWebhook(null);
      setMessage('Webhook removed.');
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <p>
        When a track-versions job ends (COMPLETED or FAILED), Downbeat POSTs it to this HTTPS address, signed as
        Standard Webhooks describe (headers webhook-id, webhook-timestamp, webhook-signature), and retries for a day.
      </p>
      <section aria-labelledby="endpoint-heading">
        <h2 id="endpoint-heading">Endpoint</h2>
        {webhook === undefined ? <p>Loading…</p> : null}
        {webhook === null ? <p data-testid="webhook-state">No webhook is set.</p> : null}
        {webhook ? (
          <p data-testid="webhook-state">
            Deliveries go to <code>{webhook.url}</code> (set {new Date(webhook.updatedAt).toLocaleString()}).
          </p>
        ) : null}
        {secret ? (
          <SecretOnce label="The webhook's signing secret" secret={secret} onDone={() => setSecret(undefined)} />
        ) : null}
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void save(event.currentTarget);
          }}
        >
          <Field
            label="HTTPS address"
            name="url"
            type="url"
            isRequired
            defaultValue={webhook?.url ?? ''}
            key={webhook?.url ?? 'none'}
            description="For example https://api.example.com/downbeat/webhooks"
            error={fieldProblem(error, 'url')}
          />
          <Field
            label="Signing secret (optional)"
            name="secret"
            key={`secret-${webhook?.updatedAt ?? 'none'}`}
            description="whsec_ followed by base64; leave empty to have one generated."
            error={fieldProblem(error, 'secret')}
          />
          <div className="actions">
            <Button type="submit" className="button primary">
              Save webhook
            </Button>
            {webhook ? (
              <ConfirmButton
                label="Remove webhook"
                title="Remove the webhook?"
                description="Deliveries not yet made are dropped."
                confirmLabel="Remove"
                onConfirm={() => void remove()}
              />
            ) : null}
          </div>
        </Form>
        <Status message={message} tone="success" />
        <Status message={error ? problemOf(error) : undefined} tone="error" />
      </section>
      <section aria-labelledby="deliveries-heading">
        <h2 id="deliveries-heading">Latest deliveries</h2>
        {deliveries.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <table>
            <caption className="visually-hidden">Latest webhook deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Status</th>
                <th scope="col">Delivery</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.deliveryId}>
                  <td>
                    <code>{delivery.jobId}</code>
                  </td>
                  <td>{delivery.jobStatus}</td>
                  <td>{delivery.state}</td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.lastStatusCode || delivery.lastError || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
