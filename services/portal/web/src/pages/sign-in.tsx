import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { isDownbeatError } from '@downbeat/sdk';
import { problemOf } from '../api';
import { Field } from '../components/field';
import { Status } from '../components/status';
import { useSession } from '../session';

/** Sign-in with the partner's access key id and secret (the ones `downbeat partners create` printed). */
export function SignInPage() {
  const { signIn } = useSession();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Sign in · Downbeat developer portal';
  }, []);

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    setBusy(true);
    setProblem(undefined);
    try {
      await signIn(String(data.get('accessKeyId')), String(data.get('accessKeySecret')));
    } catch (error) {
      setProblem(
        isDownbeatError(error, 'unauthorized')
          ? 'Those credentials were not accepted: check the access key id and secret.'
          : problemOf(error),
      );
      setBusy(false);
    }
  };

  return (
    <main id="content" className="sign-in">
      <h1 ref={heading}>Downbeat developer portal</h1>
      <p>Sign in with your access key to manage your free tier, keys, users, usage and webhooks.</p>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <Field label="Access key id" name="accessKeyId" isRequired autoComplete="username" autoFocus />
        <Field
          label="Access key secret"
          name="accessKeySecret"
          type="password"
          isRequired
          autoComplete="current-password"
        />
        <Button type="submit" className="button primary" isDisabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
        <Status message={problem} tone="error" />
      </Form>
    </main>
  );
}
