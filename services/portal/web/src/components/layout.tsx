import { Button } from 'react-aria-components';
import { PAGES, PageLink } from '../router';
import { usePartner, useSession } from '../session';

/** Header (partner, sign-out), navigation between the pages, and the page itself as `main`. */
export function Layout({ children }: { children: React.ReactNode }) {
  const partner = usePartner();
  const { signOut } = useSession();
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="top">
        <p className="brand">Downbeat developer portal</p>
        <p className="who">
          Signed in as <strong>{partner.name}</strong> <span className="muted">({partner.accessKeyId})</span>
        </p>
        <Button className="button quiet" onPress={() => void signOut()}>
          Sign out
        </Button>
      </header>
      <nav aria-label="Portal">
        <ul>
          {PAGES.map((page) => (
            <li key={page.path}>
              <PageLink to={page.path}>{page.title}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="content">{children}</main>
    </>
  );
}
