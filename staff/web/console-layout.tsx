import { useEffect, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { api } from './api';
import { MemberContext } from './member-context';
import { SignInPage } from './sign-in-page';
import { t } from './texts';
import type { StaffMember } from './types';

/** The console's frame: sign-in until a session is there, then the header with who is signed in, and the page. */
export function ConsoleLayout() {
  const [member, setMember] = useState<StaffMember | null | undefined>(undefined);
  useEffect(() => {
    api<{ member: StaffMember }>('GET', '/me').then(({ member: found }) => setMember(found), () => setMember(null));
    const signedOut = () => setMember(null);
    window.addEventListener('staff-signed-out', signedOut);
    return () => window.removeEventListener('staff-signed-out', signedOut);
  }, []);
  if (member === undefined) return <p role="status" className="muted page">{t('app.loading')}</p>;
  if (member === null) return <SignInPage onSignedIn={setMember} />;
  const signOut = () => void api('POST', '/sign-out').finally(() => setMember(null));
  return (
    <MemberContext.Provider value={member}>
      <a className="skip" href="#main">{t('app.skip')}</a>
      <header className="bar">
        <strong>{t('app.title')}</strong>
        <nav aria-label={t('app.title')}>
          <NavLink to="/">{t('app.drafts')}</NavLink>
          <NavLink to="/audit">{t('app.audit')}</NavLink>
        </nav>
        <span className="who">{t('app.signedInAs', { name: member.name, role: t(`app.role.${member.role}`) })}</span>
        <button type="button" onClick={signOut}>{t('app.signOut')}</button>
      </header>
      <main id="main" className="page">
        <Outlet />
      </main>
    </MemberContext.Provider>
  );
}
