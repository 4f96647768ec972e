import { useEffect, useRef } from 'react';
import { Layout } from './components/layout';
import { FreeTierPage } from './pages/free-tier';
import { KeysPage } from './pages/keys';
import { SafelistingPage } from './pages/safelisting';
import { SignInPage } from './pages/sign-in';
import { UsagePage } from './pages/usage';
import { UsersPage } from './pages/users';
import { WebhooksPage } from './pages/webhooks';
import { PAGES, Router, useRoute } from './router';
import { SessionProvider, useSession } from './session';

const CONTENT: Record<string, () => React.JSX.Element> = {
  'free-tier': FreeTierPage,
  keys: KeysPage,
  users: UsersPage,
  usage: UsagePage,
  webhooks: WebhooksPage,
  safelisting: SafelistingPage,
};

export function App() {
  return (
    <SessionProvider>
      <Router>
        <Portal />
      </Router>
    </SessionProvider>
  );
}

function Portal() {
  const { session } = useSession();
  const { page } = useRoute();
  if (session.state === 'loading') return <p className="loading">Loading…</p>;
  if (session.state === 'signed-out') return <SignInPage />;
  const known = PAGES.find((candidate) => candidate.path === page) ?? PAGES[0];
  const Content = CONTENT[known.path]!;
  return (
    <Layout>
      <PageTitle title={known.title} />
      <Content key={known.path} />
    </Layout>
  );
}

/**
 * Each page's heading, focused when the page changes, so a screen reader announces where the
 * partner is and keyboard focus starts at the top of the new content.
 */
function PageTitle({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    document.title = `${title} · Downbeat developer portal`;
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [title]);
  return (
    <h1 ref={heading} tabIndex={-1} id="page-title">
      {title}
    </h1>
  );
}
