import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { fieldProblem, problemOf } from '../api';
import { dayOfExpiry, PLATFORMS, platformName, type AssetType, type Platform } from '../safelisting';
import { Field } from './field';
import { Status } from './status';

/** Safelist a channel or video of the user: its platform, its URL, and (optionally) the day it ends. */
export function CreateLicenseForm({
  assetType,
  error,
  onCreate,
}: {
  assetType: AssetType;
  error: unknown;
  onCreate: (asset: { platform: Platform; url: string }, expiryDay: string) => Promise<boolean>;
}) {
  const [platform, setPlatform] = useState<Platform>('youtube');
  const [formKey, setFormKey] = useState(0);
  return (
    <Form
      key={formKey}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const asset = { platform, url: String(data.get('url')).trim() };
        void onCreate(asset, String(data.get('expiresOn') ?? '')).then((created) => {
          if (created) setFormKey((value) => value + 1);
        });
      }}
    >
      <div className="inline-fields">
        <Select
          className="field"
          name="platform"
          selectedKey={platform}
          onSelectionChange={(key) => setPlatform(key as Platform)}
        >
          <Label>Platform</Label>
          <Button className="button">
            <SelectValue />
          </Button>
          <Popover>
            <ListBox className="plain">
              {PLATFORMS.map((id) => (
                <ListBoxItem key={id} id={id} className="row">
                  {platformName(id)}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <Field
          label={assetType === 'channel' ? 'Channel URL' : 'Video URL'}
          name="url"
          type="url"
          isRequired
          description="On the platform’s own site, e.g. https://www.youtube.com/@yourchannel"
          error={fieldProblem(error, 'asset.url') ?? fieldProblem(error, 'url')}
        />
        <Field
          label="Expires on (optional)"
          name="expiresOn"
          type="date"
          description="Through the end of that day (UTC); empty: until ended."
          error={fieldProblem(error, 'expiresAt')}
        />
      </div>
      <Button type="submit" className="button primary">
        {assetType === 'channel' ? 'Safelist channel' : 'Safelist video'}
      </Button>
    </Form>
  );
}

/** A licence's one changeable thing, its expiry, in a dialog (focus trapped; Escape cancels). */
export function ExpiryDialog({
  assetId,
  expiresAt,
  onSave,
}: {
  assetId: string;
  expiresAt: string | undefined;
  /** Rejects with what the API refused; the dialog stays open and says it. */
  onSave: (expiryDay: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>();
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="button small" aria-label={`Change the expiry of ${assetId}`}>
        Change expiry
      </Button>
      <Modal className="modal" isDismissable>
        <Dialog className="dialog">
          <Heading slot="title">Change the expiry of {assetId}</Heading>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              const day = String(new FormData(event.currentTarget).get('expiresOn'));
              setError(undefined);
              onSave(day).then(() => setOpen(false), setError);
            }}
          >
            <Field
              label="New expiry day"
              name="expiresOn"
              type="date"
              isRequired
              autoFocus
              defaultValue={dayOfExpiry(expiresAt)}
              description="The licence lasts through the end of that day (UTC); it must be in the future."
              error={fieldProblem(error, 'expiresAt')}
            />
            <Status message={error ? problemOf(error) : undefined} tone="error" />
            <div className="actions">
              <Button className="button quiet" onPress={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" className="button primary">
                Save expiry
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
