import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Form,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { ok, type Schema } from '@downbeat/sdk';
import { downbeat, fieldProblem, problemOf } from '../api';
import { Field } from '../components/field';
import { Status } from '../components/status';

type PartnerUser = Schema<'PartnerUser'>;
const PAGE_SIZE = 50;

/**
 * The partner's end users: connect one (by the partner's own user id) and set or end their
 * subscription — the same PUT /v0/partner/users/{userId} the partner's backend calls.
 */
export function UsersPage() {
  const [users, setUsers] = useState<PartnerUser[]>();
  const [offset, setOffset] = useState(0);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<unknown>();
  const [message, setMessage] = useState<string>();

  const load = useCallback(async (from: number) => {
    try {
      const page = await ok(
        downbeat.api.GET('/v0/partner/users', { params: { query: { limit: PAGE_SIZE, offset: from } } }),
      );
      setUsers(page.users);
      setOffset(from);
      setMore(Boolean(page.links.next));
    } catch (caught) {
      setError(caught);
    }
  }, []);
  useEffect(() => void load(0), [load]);

  const put = async (
    userId: string,
    body: { connected: boolean; subscription?: PartnerUser['subscription'] | null },
  ) => {
    setError(undefined);
    setMessage(undefined);
    try {
      const subscription = body.subscription
        ? {
            plan: body.subscription.plan,
            status: body.subscription.status,
            ...(body.subscription.currentPeriodEnd ? { currentPeriodEnd: body.subscription.currentPeriodEnd } : {}),
          }
        : null;
      const user = await ok(
        downbeat.api.PUT('/v0/partner/users/{userId}', {
          params: { path: { userId } },
          body: { connected: body.connected, subscription },
        }),
      );
      setMessage(`User ${user.id} saved: ${describe(user)}.`);
      await load(offset);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <p>
        Connected users with an active subscription may download premium tracks. Your backend does the same with{' '}
        <code>PUT /v0/partner/users/{'{userId}'}</code>.
      </p>
      <section aria-labelledby="connect-heading">
        <h2 id="connect-heading">Connect a user</h2>
        <ConnectForm error={error} onSubmit={(userId, body) => void put(userId, body)} />
      </section>
      <Status message={message} tone="success" />
      <Status message={error ? problemOf(error) : undefined} tone="error" />
      <section aria-labelledby="users-heading">
        <h2 id="users-heading">Users</h2>
        {users === undefined ? <p>Loading…</p> : null}
        {users?.length === 0 ? <p>No users yet.</p> : null}
        {users && users.length > 0 ? (
          <table>
            <caption className="visually-hidden">Your users, by user id</caption>
            <thead>
              <tr>
                <th scope="col">User id</th>
                <th scope="col">Connected</th>
                <th scope="col">Subscription</th>
                <th scope="col">Premium downloads</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-testid={`user-${user.id}`}>
                  <td>
                    <code>{user.id}</code>
                  </td>
                  <td>{user.connected ? 'Yes' : 'No'}</td>
                  <td>{subscriptionText(user.subscription)}</td>
                  <td>{user.premiumAccess ? 'Yes' : 'No'}</td>
                  <td className="actions">
                    {user.subscription?.active ? (
                      <Button
                        className="button small"
                        aria-label={`End the subscription of ${user.id}`}
                        onPress={() => void put(user.id, { connected: user.connected, subscription: null })}
                      >
                        End subscription
                      </Button>
                    ) : null}
                    <Button
                      className="button small"
                      aria-label={`${user.connected ? 'Disconnect' : 'Connect'} ${user.id}`}
                      onPress={() => void put(user.id, { connected: !user.connected, subscription: null })}
                    >
                      {user.connected ? 'Disconnect' : 'Connect'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <div className="actions">
          <Button
            className="button"
            isDisabled={offset === 0}
            onPress={() => void load(Math.max(0, offset - PAGE_SIZE))}
          >
            Previous page
          </Button>
          <Button className="button" isDisabled={!more} onPress={() => void load(offset + PAGE_SIZE)}>
            Next page
          </Button>
        </div>
      </section>
    </>
  );
}

function ConnectForm({
  error,
  onSubmit,
}: {
  error: unknown;
  onSubmit: (userId: string, body: { connected: true; subscription: PartnerUser['subscription'] | null }) => void;
}) {
  const [subscribed, setSubscribed] = useState(true);
  const [status, setStatus] = useState<'ACTIVE' | 'CANCELED' | 'EXPIRED'>('ACTIVE');
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const periodEnd = String(data.get('currentPeriodEnd') ?? '');
        onSubmit(String(data.get('userId')).trim(), {
          connected: true,
          subscription: subscribed
            ? {
                plan: String(data.get('plan') || 'premium'),
                status,
                active: true,
                ...(periodEnd ? { currentPeriodEnd: new Date(`${periodEnd}T00:00:00Z`).toISOString() } : {}),
              }
            : null,
        });
      }}
    >
      <div className="inline-fields">
        <Field label="User id" name="userId" isRequired error={fieldProblem(error, 'userId')} />
        <Checkbox isSelected={subscribed} onChange={setSubscribed} className="checkbox">
          With a subscription
        </Checkbox>
        {subscribed ? (
          <>
            <Field label="Plan" name="plan" defaultValue="premium" />
            <Select className="field" selectedKey={status} onSelectionChange={(key) => setStatus(key as typeof status)}>
              <Label>Status</Label>
              <Button className="button">
                <SelectValue />
              </Button>
              <Popover>
                <ListBox className="plain">
                  <ListBoxItem id="ACTIVE" className="row">
                    ACTIVE
                  </ListBoxItem>
                  <ListBoxItem id="CANCELED" className="row">
                    CANCELED
                  </ListBoxItem>
                  <ListBoxItem id="EXPIRED" className="row">
                    EXPIRED
                  </ListBoxItem>
                </ListBox>
              </Popover>
            </Select>
            <Field
              label="Paid until (optional)"
              name="currentPeriodEnd"
              type="date"
              description="Open-ended if empty."
            />
          </>
        ) : null}
      </div>
      <Button type="submit" className="button primary">
        Connect user
      </Button>
    </Form>
  );
}

function subscriptionText(subscription: PartnerUser['subscription']): string {
  if (!subscription) return 'None';
  const until = subscription.currentPeriodEnd ? ` until ${subscription.currentPeriodEnd.slice(0, 10)}` : '';
  return `${subscription.plan}, ${subscription.status}${until}${subscription.active ? '' : ' (not active)'}`;
}

function describe(user: PartnerUser): string {
  return `${user.connected ? 'connected' : 'not connected'}, ${user.premiumAccess ? 'premium downloads allowed' : 'no premium downloads'}`;
}
