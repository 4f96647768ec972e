import { createContext, useContext, useEffect, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** The portal's pages, by path under /portal/. */
export const PAGES = [
  { path: 'free-tier', title: 'Free tier' },
  { path: 'keys', title: 'Keys' },
  { path: 'users', title: 'Users' },
  { path: 'usage', title: 'Usage' },
  { path: 'webhooks', title: 'Webhooks' },
  { path: 'safelisting', title: 'Safelisting' },
] as const;
export type PagePath = (typeof PAGES)[number]['path'];

const BASE = '/portal/';

const RouteContext = createContext<{ page: string; navigate: (page: string) => void }>({
  page: '',
  navigate: () => undefined,
});

const pageOf = (pathname: string) => (pathname.startsWith(BASE) ? pathname.slice(BASE.length).replace(/\/$/, '') : '');

/** History-API routing over /portal/<page>; the portal server answers every such path with the app. */
export function Router({ children }: { children: React.ReactNode }) {
  const [page, setPage] = useState(() => pageOf(window.location.pathname));
  useEffect(() => {
    const onPop = () => setPage(pageOf(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (next: string) => {
    if (next === page) return;
    window.history.pushState(null, '', `${BASE}${next}`);
    setPage(next);
  };
  return <RouteContext.Provider value={{ page, navigate }}>{children}</RouteContext.Provider>;
}

export const useRoute = () => useContext(RouteContext);

/** A link to a portal page: a real <a href> (new tab, copy link work), navigated in place on a plain click. */
export function PageLink({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { page, navigate } = useRoute();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${BASE}${to}`} aria-current={page === to ? 'page' : undefined} onClick={onClick} {...props} />;
}
