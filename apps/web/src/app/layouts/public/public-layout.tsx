import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link';
import { useShell } from '../../shell-context';
import { isFooterHidden, isPublicHeaderHidden } from '../../shell-rules';
import classes from '../layout.module.css';
import { PageOutlet } from '../page-outlet';
import { SiteFooter } from '../site-footer';
import { PublicHeader } from './public-header';

/** What visitors see: the public header, the screen and the footer (hidden on payment-redirect). */
export function PublicLayout() {
  const { routeName } = useShell();
  return (
    <div className={classes.page}>
      <SkipLink />
      {isPublicHeaderHidden(routeName) ? null : <PublicHeader />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <PageOutlet />
      </main>
      {isFooterHidden(routeName) ? null : <SiteFooter />}
    </div>
  );
}
