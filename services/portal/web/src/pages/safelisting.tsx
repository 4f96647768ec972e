import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { ok, type operations } from '@downbeat/sdk';
import { downbeat, fieldProblem, problemOf } from '../api';
import { ConfirmButton } from '../components/confirm';
import { Field } from '../components/field';
import { CreateLicenseForm, ExpiryDialog } from '../components/license-forms';
import { Status } from '../components/status';
import { expiryOfDay, expiryText, platformName, type AssetType, type Platform } from '../safelisting';

type License = operations['getSafelistingLicense']['responses'][200]['content']['application/json'];
const PAGE_SIZE = 25;

/**
 * A user's safelisting licences — the channels and videos whose content claims are cleared — through
 * the same /v0/safelisting/licenses operations the partner's backend calls (the session is a
 * partner credential there): listed by asset type, created, their expiry moved, ended.
 */
export function SafelistingPage() {
  const [userId, setUserId] = useState<string>();
  const [assetType, setAssetType] = useState<AssetType>('channel');
  const [page, setPage] = useState(1);
  const [listed, setListed] = useState<{ licenses: License[]; total: number }>();
  const [error, setError] = useState<unknown>();
  const [message, setMessage] = useState<string>();
  const header = (user: string) => ({ 'X-Partner-User-Id': user });

  const load = useCallback(async (user: string, type: AssetType, number: number) => {
    setError(undefined);
    try {
      const answer = await ok(
        downbeat.api.GET('/v0/safelisting/licenses', {
          params: {
            header: { 'X-Partner-User-Id': user },
            query: { assetType: type, sortBy: 'createdAt', sortOrder: 'desc', page: number, pageSize: PAGE_SIZE },
          },
        }),
      );
      setListed({ licenses: answer.data, total: answer.totalItems });
      setPage(number);
    } catch (caught) {
      setListed(undefined);
      setError(caught);
    }
  }, []);
  useEffect(() => {
    if (userId) void load(userId, assetType, 1);
  }, [userId, assetType, load]);

  /** Runs a change, says what it did, and lists again. */
  const change = async (work: (user: string) => Promise<string>): Promise<boolean> => {
    if (!userId) return false;
    setError(undefined);
    setMessage(undefined);
    try {
      setMessage(await work(userId));
      await load(userId, assetType, page);
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    }
  };
  const create = (asset: { platform: Platform; url: string }, expiryDay: string) =>
    change(async (user) => {
      const expiresAt = expiryOfDay(expiryDay);
      const created = await ok(
        downbeat.api.POST('/v0/safelisting/licenses', {
          params: { header: header(user) },
          body: { asset: { type: assetType, ...asset }, ...(expiresAt ? { expiresAt } : {}) },
        }),
      );
      return `${created.asset.id} is safelisted for ${user}.`;
    });
  const moveExpiry = async (license: License, expiryDay: string) => {
    const expiresAt = expiryOfDay(expiryDay)!;
    await ok(
      downbeat.api.PATCH('/v0/safelisting/licenses/{licenseId}', {
        params: { path: { licenseId: license.id }, header: header(userId!) },
        body: { expiresAt },
      }),
    );
    setMessage(`${license.asset.id} now expires at the ${expiryText(expiresAt)}.`);
    await load(userId!, assetType, page);
  };
  const end = (license: License) =>
    change(async (user) => {
      // 204, no body; a refusal throws (DownbeatError).
      await downbeat.api.DELETE('/v0/safelisting/licenses/{licenseId}', {
        params: { path: { licenseId: license.id }, header: header(user) },
      });
      return `The licence of ${license.asset.id} is ended.`;
    });
  const endAll = () =>
    change(async (user) => {
      await downbeat.api.DELETE('/v0/safelisting/licenses', { params: { header: header(user) } });
      return `Every licence of ${user} is ended.`;
    });

  return (
    <>
      <p>
        A safelisted channel or video has content claims against Downbeat music cleared while the licence lasts. Your
        backend does the same with <code>/v0/safelisting/licenses</code> and the <code>X-Partner-User-Id</code> header.
      </p>
      <Form
        className="inline-fields"
        onSubmit={(event) => {
          event.preventDefault();
          setMessage(undefined);
          setUserId(String(new FormData(event.currentTarget).get('userId')).trim());
        }}
      >
        <Field
          label="User id"
          name="userId"
          isRequired
          description="Your id of the user the licences belong to."
          error={fieldProblem(error, 'X-Partner-User-Id')}
        />
        <div className="actions">
          <Button type="submit" className="button primary">
            Show licences
          </Button>
        </div>
      </Form>
      {userId ? (
        <>
          <RadioGroup
            className="radio-group"
            orientation="horizontal"
            value={assetType}
            onChange={(value) => setAssetType(value as AssetType)}
          >
            <Label>Asset type</Label>
            <Radio value="channel">Channels</Radio>
            <Radio value="video">Videos</Radio>
          </RadioGroup>
          <section aria-labelledby="create-license-heading">
            <h2 id="create-license-heading">
              Safelist a {assetType} of {userId}
            </h2>
            <CreateLicenseForm assetType={assetType} error={error} onCreate={create} />
          </section>
        </>
      ) : null}
      <Status message={message} tone="success" />
      <Status message={error ? problemOf(error) : undefined} tone="error" />
      {userId && listed ? (
        <section aria-labelledby="licenses-heading">
          <h2 id="licenses-heading">
            Active {assetType} licences of {userId} ({listed.total})
          </h2>
          <LicenseTable licenses={listed.licenses} onMoveExpiry={moveExpiry} onEnd={(license) => void end(license)} />
          <div className="actions">
            {listed.total > PAGE_SIZE ? (
              <>
                <Button
                  className="button"
                  isDisabled={page === 1}
                  onPress={() => void load(userId, assetType, page - 1)}
                >
                  Previous page
                </Button>
                <Button
                  className="button"
                  isDisabled={page * PAGE_SIZE >= listed.total}
                  onPress={() => void load(userId, assetType, page + 1)}
                >
                  Next page
                </Button>
              </>
            ) : null}
            <ConfirmButton
              label={`End every licence of ${userId}`}
              title={`End every licence of ${userId}?`}
              description="Channels and videos alike, at once — as when a user leaves."
              confirmLabel="End them all"
              onConfirm={() => void endAll()}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}

function LicenseTable({
  licenses,
  onMoveExpiry,
  onEnd,
}: {
  licenses: License[];
  onMoveExpiry: (license: License, expiryDay: string) => Promise<void>;
  onEnd: (license: License) => void;
}) {
  if (licenses.length === 0) return <p>None.</p>;
  return (
    <table data-testid="licenses">
      <caption className="visually-hidden">The user’s active licences, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Asset</th>
          <th scope="col">Platform</th>
          <th scope="col">Created</th>
          <th scope="col">Expires</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {licenses.map((license) => (
          <tr key={license.id} data-testid={`license-${license.asset.id}`}>
            <td>
              <a href={license.asset.url} rel="noreferrer noopener" target="_blank">
                {license.asset.id}
              </a>
            </td>
            <td>{platformName(license.asset.platform)}</td>
            <td>{new Date(license.createdAt).toLocaleDateString()}</td>
            <td>{expiryText(license.expiresAt)}</td>
            <td className="actions">
              <ExpiryDialog
                assetId={license.asset.id}
                expiresAt={license.expiresAt}
                onSave={(day) => onMoveExpiry(license, day)}
              />
              <ConfirmButton
                label={`End ${license.asset.id}`}
                title={`End the licence of ${license.asset.id}?`}
                description="Claims against it are no longer cleared from now on."
                confirmLabel="End licence"
                onConfirm={() => onEnd(license)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
