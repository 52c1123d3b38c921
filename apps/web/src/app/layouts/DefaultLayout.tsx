import { Outlet } from 'react-router';
import { Footer } from '../../components/ui/Footer.tsx';
import { LanguageDropdown } from '../../components/ui/LanguageDropdown.tsx';
import { useRouteHandle } from '../route-handle.ts';
import { Logo } from './Logo.tsx';
import { SkipLink } from './SkipLink.tsx';

/** Public and sign-in pages: a slim header, the page, and the footer when the route asks for it. */
export function DefaultLayout() {
  const { footerLocales } = useRouteHandle();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="flex items-center justify-between px-6 py-4">
        <Logo />
        <LanguageDropdown />
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {footerLocales && <Footer locales={footerLocales} />}
    </div>
  );
}
