import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { messages } from '@goodhive/contract/texts';
import { isPausedTeamMember } from '../lib/account';
import { clearSignInRedirect, peekSignInRedirect, saveReturnUrl, signOut, useSession } from '../lib/auth';
import { PATHS } from '../lib/paths';
import { useCurrentRoute } from './current-route';
import { PublicLayout } from './layouts/public/public-layout';
import { WidgetLayout } from './layouts/widget/widget-layout';
import { SessionError } from './session-error';
import { ShellContext } from './shell-context';
import { decideShell, isWidgetRouteName, pageTitle, type Layout } from './shell-rules';
import { useDocumentTitle } from './use-document-title';
import { useStoredMessageToast } from './use-stored-message-toast';

// Signed-in areas load on demand; the public layout ships with the entry bundle for first visits.
const BusinessLayout = lazy(() => import('./layouts/business/business-layout').then((m) => ({ default: m.BusinessLayout })));
const BusinessPublicLayout = lazy(() =>
  import('./layouts/business/business-layout').then((m) => ({ default: m.BusinessPublicLayout })),
);
const AdminLayout = lazy(() => import('./layouts/panel/admin-layout').then((m) => ({ default: m.AdminLayout })));
const PartnerLayout = lazy(() => import('./layouts/panel/partner-layout').then((m) => ({ default: m.PartnerLayout })));
const StandaloneLayout = lazy(() => import('./layouts/standalone/standalone-layout').then((m) => ({ default: m.StandaloneLayout })));

const LAYOUTS: Record<Layout, ComponentType> = {
  widget: WidgetLayout,
  public: PublicLayout,
  business: BusinessLayout,
  'business-public': BusinessPublicLayout,
  admin: AdminLayout,
  partner: PartnerLayout,
  standalone: StandaloneLayout,
};

/** Leaves the current screen; remembers it first when the visitor has to sign in to see it. */
function ShellRedirect({ to, rememberReturnUrl }: { to: string; rememberReturnUrl: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (rememberReturnUrl) saveReturnUrl(`${location.pathname}${location.search}${location.hash}`);
    clearSignInRedirect();
    void navigate(to, { replace: true });
  }, [to, rememberReturnUrl, location, navigate]);
  return null;
}

/** The owner rule: a paused team member (their company owner was downgraded) is signed out, with a notice saying why. */
function ForcedSignOut() {
  useEffect(() => {
    void signOut(PATHS.login, { text: messages.ownerInactiveSignedOut, kind: 'warning' });
  }, []);
  return <FullPageLoader label="Signing you out…" />;
}

/**
 * The root shell around every screen: it waits for the session, applies
 * the session rules and redirects, picks the layout for the user type and route name, sets the tab
 * title and shows the message a previous screen stored.
 */
export function RootShell() {
  const session = useSession();
  const route = useCurrentRoute();
  useDocumentTitle(pageTitle(route));
  useStoredMessageToast();

  // Widgets render bare and never wait for an account: they live inside other sites.
  if (isWidgetRouteName(route.name)) return renderLayout('widget', route.name);
  if (session.status === 'signing-out') return <FullPageLoader label="Signing you out…" />;
  if (session.status === 'loading') return <FullPageLoader label="Opening your account…" />;
  if (session.status === 'error') return <SessionError error={session.error} onRetry={session.retry} />;
  if (session.user && isPausedTeamMember(session.user)) return <ForcedSignOut />;

  const decision = decideShell({
    routeName: route.name,
    areas: route.areas,
    userType: session.user?.type ?? null,
    signInRedirect: peekSignInRedirect(),
    roleId: session.user?.role_id ?? null,
  });
  if (decision.kind === 'redirect') return <ShellRedirect to={decision.to} rememberReturnUrl={decision.rememberReturnUrl} />;
  return renderLayout(decision.layout, route.name);
}

function renderLayout(layout: Layout, routeName: string) {
  const LayoutComponent = LAYOUTS[layout];
  return (
    <ShellContext value={{ routeName, layout }}>
      <Suspense fallback={<FullPageLoader />}>
        <LayoutComponent />
      </Suspense>
    </ShellContext>
  );
}
