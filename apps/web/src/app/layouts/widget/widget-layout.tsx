import { PageOutlet } from '../page-outlet';

/** Widget routes ('widget-raw') render bare: no header, menu or footer, for embedding in other sites. */
export function WidgetLayout() {
  return (
    <main id="main-content">
      <PageOutlet fillWindow={false} />
    </main>
  );
}
